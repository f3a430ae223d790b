import {
  type CompetitionMatch,
  goLive,
  lockStream,
  type MatchActor,
  type MatchState,
  unlockStream,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch, type MatchMove } from './internal/match-action.ts';
import { type MatchRoles, organiserActor, streamerActor } from './internal/match-roles.ts';

/**
 * One caster's move on a claimed match: the rule decides the next state, the claim records when, and
 * the match's stream card changes for everyone watching.
 */
const casterMove =
  (
    rule: (state: MatchState, actor: MatchActor, now: Date) => MatchState,
    actorOf: (roles: MatchRoles) => MatchActor,
    stamp: (claim: NonNullable<MatchMove['claim']>, now: Date) => void,
  ) =>
  (ctx: UseCaseContext, matchId: string, ports: CompetitionPorts): Promise<CompetitionMatch> =>
    actOnMatch(ctx, matchId, ports, async ({ state, roles, now, match, claim, effects }) => {
      const next = rule(state, actorOf(roles), now);
      if (claim) stamp(claim, now);
      effects.publish({ type: 'stream', matchId: match.id, claimed: true });
      return next;
    });

/** The caster marks their claimed stream live (a pre-show before the scheduled time, say). */
export const goLiveOnStream = casterMove(goLive, streamerActor, (claim, now) => {
  claim.liveAt = now;
});

/** The caster holds the match while it is on stream: the teams' reports wait until it is unlocked. */
export const lockMatchStream = casterMove(lockStream, streamerActor, (claim, now) => {
  claim.lockedAt = now;
});

/** The caster, or an organiser overriding a forgotten lock, lets the teams report again. */
export const unlockMatchStream = casterMove(
  unlockStream,
  (roles) => (roles.organiser ? organiserActor(roles) : streamerActor(roles)),
  (claim) => {
    claim.lockedAt = null;
  },
);
