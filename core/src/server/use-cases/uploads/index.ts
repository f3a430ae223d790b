export * from './remove-orphan-uploads.ts';
export * from './storage-quota.ts';
