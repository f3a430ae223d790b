export * from './find-viewable-file.ts';
export * from './internal/file-url.ts';
export * from './list-my-game-accounts.ts';
export * from './list-pending-verifications.ts';
export * from './request-coc-verification.ts';
export * from './review-bgmi-verification.ts';
export * from './submit-bgmi-verification.ts';
export * from './sweep-verifications.ts';
