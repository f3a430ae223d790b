export * from './deliver-webhook.ts';
export * from './manage-webhooks.ts';
export * from './webhook-signature.ts';
export * from './webhook-target.ts';
