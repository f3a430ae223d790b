/**
 * Outgoing webhooks: what an organiser may subscribe to, how many and how long, and how a delivery is
 * signed. The receiver checks `Galaxia-Signature` = `sha256=` + HMAC-SHA256(secret, `<timestamp>.<body>`).
 */
export const WEBHOOK_EVENT_TYPES = [
  'registration.updated',
  'registration.checked_in',
  'match.checked_in',
  'match.scheduled',
  'match.result_reported',
  'match.confirmed',
  'match.disputed',
  'match.ruled',
  'lobby_match.result_entered',
  'phase.started',
  'phase.completed',
  'tournament.champion',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send a test event" delivers: to one webhook, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Receivers one tournament may have: enough for a bot, a sheet and a stream overlay. */
export const WEBHOOKS_PER_TOURNAMENT = 5;
export const WEBHOOK_URL_MAX = 500;
/** A secret the organiser sets must be long enough not to be guessed; a generated one is 32 random bytes. */
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;
/** Attempts per event and receiver: the first and five retries, backing off exponentially. */
export const WEBHOOK_DELIVERY_ATTEMPTS = 6;
/** How long one attempt may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Attempts the console's delivery log lists per webhook, newest first. */
export const WEBHOOK_LOG_SIZE = 30;

export const WEBHOOK_HEADERS = {
  signature: 'Galaxia-Signature',
  timestamp: 'Galaxia-Timestamp',
  eventId: 'Galaxia-Event-Id',
  eventType: 'Galaxia-Event-Type',
} as const;

/** What the signature covers: the timestamp header's value, a dot, then the raw body. */
export const webhookSignedText = (timestamp: string, body: string): string => `${timestamp}.${body}`;

/** A 2xx answer is a delivery; anything else (or no answer) is retried. */
export const isDelivered = (status: number | null): boolean =>
  status !== null && status >= 200 && status < 300;
