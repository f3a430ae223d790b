/**
 * What a button, select or modal in a match thread does. Modals come back as their own action, so a
 * submit is never mistaken for the click that opened it.
 */
export const THREAD_ACTIONS = [
  'slot',
  'time',
  'time-modal',
  'accept',
  'check-in',
  'report',
  'report-modal',
  'confirm',
  'dispute',
  'dispute-modal',
  'resolve',
  'resolve-modal',
] as const;
export type ThreadAction = (typeof THREAD_ACTIONS)[number];

export interface ThreadCustomId {
  action: ThreadAction;
  matchId: string;
  /** The match's row version when the card was drawn: an older one means the button is stale. */
  version: number;
}

const PREFIX = 'gx-mt';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Discord's limit on a component's custom id. */
export const CUSTOM_ID_MAX_LENGTH = 100;

export const threadCustomId = ({ action, matchId, version }: ThreadCustomId): string =>
  `${PREFIX}:${action}:${matchId}:${version}`;

/** The thread component a custom id names, or null for anything else (another feature's, or forged). */
export function parseThreadCustomId(customId: string): ThreadCustomId | null {
  if (customId.length > CUSTOM_ID_MAX_LENGTH) return null;
  const [prefix, action, matchId, version, ...rest] = customId.split(':');
  if (prefix !== PREFIX || rest.length > 0 || !matchId || !UUID.test(matchId)) return null;
  if (!(THREAD_ACTIONS as readonly string[]).includes(action ?? '')) return null;
  if (!/^\d{1,9}$/.test(version ?? '')) return null;
  return { action: action as ThreadAction, matchId, version: Number(version) };
}
