export * from './bgmi-video-job.ts';
export * from './coc-verification-job.ts';
export * from './define-job.ts';
export * from './discord-notification-job.ts';
export * from './enqueue.ts';
export * from './heartbeat-job.ts';
export * from './job-secrets.ts';
export * from './match-reminder-job.ts';
