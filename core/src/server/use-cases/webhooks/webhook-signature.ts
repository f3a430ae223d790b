import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_HEADERS, webhookSignedText } from '@galaxia/core';

/** `sha256=<hex>`: HMAC-SHA256 with the webhook's secret over `<timestamp>.<body>`. */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(webhookSignedText(timestamp, body)).digest('hex')}`;

/** A generated secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The headers of one attempt; the timestamp (Unix seconds) lets a receiver refuse old replays. */
export function signedWebhookHeaders(
  secret: string,
  event: { id: string; type: string },
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'application/json',
    'user-agent': 'Galaxia-Webhooks/1',
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
    [WEBHOOK_HEADERS.eventId]: event.id,
    [WEBHOOK_HEADERS.eventType]: event.type,
  };
}
