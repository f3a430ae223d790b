import { CUSTOM_ID_MAX_LENGTH } from './thread-custom-id.ts';

/** What a component of a thread's veto message does: choose a map (a select), or a starting side. */
export const VETO_COMPONENT_ACTIONS = ['map', 'attack', 'defence'] as const;
export type VetoComponentAction = (typeof VETO_COMPONENT_ACTIONS)[number];

export interface VetoCustomId {
  action: VetoComponentAction;
  matchId: string;
  /** The veto step the message showed as waiting: a press after it was taken is stale. */
  step: number;
  /** A pool longer than a select menu holds is split over a few: which one (custom ids are unique). */
  part?: number;
}

const PREFIX = 'gx-mv';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const vetoCustomId = ({ action, matchId, step, part }: VetoCustomId): string =>
  `${PREFIX}:${action}:${matchId}:${step}${part ? `:${part}` : ''}`;

/** The veto component a custom id names, or null for anything else (another feature's, or forged). */
export function parseVetoCustomId(customId: string): VetoCustomId | null {
  if (customId.length > CUSTOM_ID_MAX_LENGTH) return null;
  const [prefix, action, matchId, step, part, ...rest] = customId.split(':');
  if (prefix !== PREFIX || rest.length > 0 || !matchId || !UUID.test(matchId)) return null;
  if (!(VETO_COMPONENT_ACTIONS as readonly string[]).includes(action ?? '')) return null;
  if (!/^\d{1,2}$/.test(step ?? '') || (part !== undefined && !/^[1-9]$/.test(part))) return null;
  return {
    action: action as VetoComponentAction,
    matchId,
    step: Number(step),
    ...(part === undefined ? {} : { part: Number(part) }),
  };
}
