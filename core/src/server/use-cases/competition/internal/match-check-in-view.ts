import {
  ACTIVE_CAPTAIN,
  checkInWindowState,
  type MatchCheckIn as MatchCheckInView,
  matchCheckInWindow,
  noShowOutcome,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { MatchCheckIn, TeamMember, TournamentRegistration } from '../../../db/entities/index.ts';
import { entrantOf } from './entrant-team.ts';
import type { MatchRow } from './match-rows.ts';

/** The side of the match the person may check in: its captain, or a player on its tournament roster. */
export async function checkInSideOf(
  em: EntityManager,
  actor: Actor | null,
  match: MatchRow,
): Promise<string | null> {
  if (!actor) return null;
  const sides = [match.teamA?.id, match.teamB?.id].filter((id): id is string => Boolean(id));
  if (sides.length === 0) return null;
  const captaincy = await em.findOne(TeamMember, {
    user: actor.userId,
    team: { $in: sides },
    ...ACTIVE_CAPTAIN,
  });
  if (captaincy) return captaincy.team.id;
  const entries = await em.find(TournamentRegistration, {
    tournament: match.tournament.id,
    team: { $in: sides },
  });
  return entries.find((entry) => entry.roster.includes(actor.userId))?.team.id ?? null;
}

export const loadCheckIns = (em: EntityManager, matchId: string) => em.find(MatchCheckIn, { match: matchId });

/** The check-in card of a match page: the window, each side's state, and a no-show awaiting a ruling. */
export async function matchCheckInView(
  em: EntityManager,
  actor: Actor | null,
  match: MatchRow,
  now: Date,
): Promise<MatchCheckInView> {
  const checkIns = await loadCheckIns(em, match.id);
  const at = (teamId: string) => checkIns.find((row) => row.team.id === teamId)?.checkedInAt ?? null;
  const sides = [match.teamA, match.teamB].filter((team) => team !== null && team !== undefined);
  const scheduled = match.scheduledTime ?? null;
  const closedOpen = scheduled !== null && match.status === 'scheduled' && now >= scheduled;
  const outcome =
    closedOpen && match.teamA && match.teamB
      ? noShowOutcome({
          checkedInA: at(match.teamA.id) !== null,
          checkedInB: at(match.teamB.id) !== null,
          autoForfeit: false,
        })
      : { kind: 'none' as const };
  return {
    matchId: match.id,
    window: scheduled
      ? {
          opensAt: matchCheckInWindow(scheduled).opensAt.toISOString(),
          closesAt: scheduled.toISOString(),
          state: checkInWindowState(scheduled, now),
        }
      : null,
    teams: sides.map((team) => ({ team: entrantOf(team), checkedInAt: at(team.id)?.toISOString() ?? null })),
    myTeamId: await checkInSideOf(em, actor, match),
    noShow:
      outcome.kind === 'flag'
        ? { absent: outcome.absent.map((side) => entrantOf((side === 'A' ? match.teamA : match.teamB)!)) }
        : null,
  };
}
