import {
  AppError,
  messages,
  rosterSwapRefusal,
  type SwapRosterPayload,
  swapSubstitute,
  type TournamentEntry,
} from '@galaxia/core';
import { refuseBannedPlayers } from '../communities/community-bans.ts';
import { captainsEntry } from './internal/captains-entry.ts';
import { hasStarted } from './internal/entry-rules.ts';
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
    const { tournament, members, entry } = await captainsEntry(em, actor, input);
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
