import type { CompetitionMatch, MatchState } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../../clock.ts';
import type { UseCaseContext } from '../../../context.ts';
import { type Phase, StreamClaim, type Tournament } from '../../../db/entities/index.ts';
import { matchBestOf } from '../match-best-of.ts';
import { type CompetitionPorts, collectEffects, type Effects } from './competition-ports.ts';
import type { MatchRoles } from './match-roles.ts';
import { type MatchRound, matchRoundsOf } from './match-round.ts';
import type { MatchRow } from './match-rows.ts';
import { applyMatchState, toMatchState } from './match-state.ts';
import { competitionMatchOf } from './match-view.ts';
import { notifyMatchMove } from './notify-match-move.ts';
import { lockMatchForMove, refusingStaleWrites } from './row-locks.ts';

type ClaimRow = InferEntity<typeof StreamClaim>;

/** Everything a move on one match may read or change, inside its transaction. */
export interface MatchMove {
  em: EntityManager;
  match: MatchRow;
  phase: InferEntity<typeof Phase>;
  tournament: InferEntity<typeof Tournament>;
  round: MatchRound;
  claim: ClaimRow | null;
  roles: MatchRoles;
  /** The match as the rules see it before the move. */
  state: MatchState;
  now: Date;
  effects: Effects;
}

/**
 * Runs one move of the match rules in one transaction: locks the match (and its phase), lets the move
 * decide the next state, stores it, and answers the match as it now stands for the same person.
 * Live updates, notifications and reminders leave only after the commit.
 */
export async function actOnMatch(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts,
  move: (input: MatchMove) => Promise<MatchState>,
): Promise<CompetitionMatch> {
  const now = clockNow();
  let effects: Effects | null = null;
  const view = await refusingStaleWrites(() =>
    ctx.em.transactional(async (em) => {
      const { match, phase, calendar, roles, claimed } = await lockMatchForMove(em, matchId, ctx.actor);
      const tournament = match.tournament;
      effects = collectEffects(tournament.id);
      const claim = claimed
        ? await em.findOne(StreamClaim, { match: match.id }, { populate: ['streamer'] })
        : null;
      const round = matchRoundsOf([phase], calendar)({ ...match, phase });
      const state = toMatchState(match, claim);
      const after = await move({ em, match, phase, tournament, round, claim, roles, state, now, effects });
      applyMatchState(match, after, now);
      await notifyMatchMove(em, { tournamentId: tournament.id, match, before: state, after });
      effects.publish({ type: 'match', matchId: match.id, status: after.status });
      // Its flush inside the transaction: a stale version still refuses the move.
      await effects.closeWrite(em);
      return competitionMatchOf({
        match,
        phaseIndex: phase.position,
        roundName: round.name,
        state: after,
        roles,
        now,
        bestOf: matchBestOf(phase, match.roundKey),
      });
    }),
  );
  await (effects as Effects | null)?.release(ports);
  return view;
}
