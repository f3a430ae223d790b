export * from './define-job.ts';
export * from './enqueue.ts';
export * from './heartbeat-job.ts';
