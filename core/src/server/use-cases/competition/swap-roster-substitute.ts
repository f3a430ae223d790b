import {
  AppError,
  messages,
  requireCaptain,
  rosterSwapRefusal,
  type SwapRosterPayload,
  swapSubstitute,
  type TournamentEntry,
} from '@galaxia/core';
import { TournamentRegistration } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { refuseBannedPlayers } from '../communities/community-bans.ts';
import { loadTeam, rosterOf } from '../teams/internal/team-view.ts';
import { hasStarted, lockTournamentForEntry } from './internal/entry-rules.ts';
import { entryViews } from './internal/entry-views.ts';
import { loadPhases } from './internal/phase-start.ts';
import { tournamentWrite } from './internal/tournament-write.ts';

export interface SwapRosterSubstituteInput extends SwapRosterPayload {
  tournamentId: string;
  teamId: string;
}

/**
 * The captain brings a substitute in for a starter (the starter becomes a substitute). Allowed until the
 * team checks in for the event, and never once check-in has closed (the first phase started).
 */
export const swapRosterSubstitute = tournamentWrite(
  async ({ em, actor, effects }, input: SwapRosterSubstituteInput): Promise<TournamentEntry> => {
    const tournament = await lockTournamentForEntry(em, input.tournamentId);
    if (!isUuid(input.teamId))
      throw new AppError('NOT_FOUND', 'COMPETITION_NOT_REGISTERED', messages.competition.notRegistered);
    const { members } = await loadTeam(em, input.teamId);
    requireCaptain(rosterOf(members), actor.userId);
    const entry = await em.findOne(TournamentRegistration, {
      tournament: tournament.id,
      team: input.teamId,
      status: { $in: ['registered', 'waitlisted', 'invited'] },
    });
    const refusal = rosterSwapRefusal({
      entered: entry !== null && entry.roster.length > 0,
      checkedIn: Boolean(entry?.checkedInAt),
      checkInClosed: hasStarted(await loadPhases(em, tournament.id)),
    });
    if (refusal) throw new AppError(entry ? 'CONFLICT' : 'NOT_FOUND', refusal.code, refusal.message);
    const active = members.some(
      (member) => member.user.id === input.substituteId && member.status === 'active',
    );
    if (!active)
      throw new AppError(
        'BAD_REQUEST',
        'COMPETITION_ROSTER_NOT_MEMBER',
        messages.competition.rosterNotMember,
      );
    // A substitute banned since the team entered may not be brought on to play.
    await refuseBannedPlayers(em, tournament.server.id, [input.substituteId]);
    entry!.roster = swapSubstitute(entry!.roster, tournament.format ?? entry!.roster.length, input);
    await em.flush();
    effects.publish({ type: 'registration', teamId: input.teamId, status: entry!.status });
    const [view] = await entryViews(em, tournament, [entry!], actor);
    return view!;
  },
);
