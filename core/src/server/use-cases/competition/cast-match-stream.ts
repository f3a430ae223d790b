import { type CompetitionMatch, goLive, lockStream, unlockStream } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { organiserActor, streamerActor } from './internal/match-roles.ts';

/** The caster marks their claimed stream live (a pre-show before the scheduled time, say). */
export async function goLiveOnStream(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, matchId, ports, async ({ state, roles, now, match, claim, effects }) => {
    const next = goLive(state, streamerActor(roles), now);
    if (claim) claim.liveAt = now;
    effects.publish({ type: 'stream', matchId: match.id, claimed: true });
    return next;
  });
}

/** The caster holds the match while it is on stream: the teams' reports wait until it is unlocked. */
export async function lockMatchStream(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, matchId, ports, async ({ state, roles, now, match, claim, effects }) => {
    const next = lockStream(state, streamerActor(roles), now);
    if (claim) claim.lockedAt = now;
    effects.publish({ type: 'stream', matchId: match.id, claimed: true });
    return next;
  });
}

/** The caster, or an organiser overriding a forgotten lock, lets the teams report again. */
export async function unlockMatchStream(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, matchId, ports, async ({ state, roles, now, match, claim, effects }) => {
    const actor = roles.organiser ? organiserActor(roles) : streamerActor(roles);
    const next = unlockStream(state, actor, now);
    if (claim) claim.lockedAt = null;
    effects.publish({ type: 'stream', matchId: match.id, claimed: true });
    return next;
  });
}
