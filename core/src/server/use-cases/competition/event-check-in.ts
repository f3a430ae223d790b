import {
  ACTIVE_CAPTAIN,
  AppError,
  closeEventCheckIn,
  eventCheckInState,
  messages,
  registrationStatus,
  sitePaths,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  RegistrationWindow,
  TeamMember,
  type Tournament,
  TournamentRegistration,
} from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { teamMemberIds } from '../notifications/internal/recipients.ts';
import { notify } from '../notifications/notify.ts';
import type { Effects } from './internal/competition-ports.ts';
import { entryPlaces, hasStarted, lockTournamentForEntry } from './internal/entry-rules.ts';
import { loadPhases, type PhaseRow } from './internal/phase-start.ts';
import { refuseBannedEntry } from './internal/roster-check.ts';
import { tournamentWrite } from './internal/tournament-write.ts';
import { checkRosterTownHalls } from './internal/town-hall-roster.ts';
import { loadQueue, notifyPromoted } from './internal/waitlist-queue.ts';

type TournamentRow = InferEntity<typeof Tournament>;

/** Where the tournament's event check-in stands now. */
export async function eventCheckInStateOf(em: EntityManager, tournament: TournamentRow, now: Date) {
  const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
  return eventCheckInState({
    enabled: tournament.eventCheckIn,
    registrationClosed: registrationStatus(windows, now).status === 'closed',
    started: hasStarted(await loadPhases(em, tournament.id)),
  });
}

/**
 * A registered or waitlisted team confirms it will play, between the close of registration and the
 * start of the first phase. Its captain or any rostered player may do it; the tournament's webhooks
 * hear of it once it is stored.
 */
export const checkInForEvent = tournamentWrite(
  async (
    { em, actor, effects, now },
    input: { tournamentId: string; teamId: string },
  ): Promise<{ checkedInAt: string }> => {
    const tournament = await lockTournamentForEntry(em, input.tournamentId);
    const state = await eventCheckInStateOf(em, tournament, now);
    if (state === 'off')
      throw new AppError(
        'CONFLICT',
        'PLAYER_SEASON_EVENT_CHECK_IN_OFF',
        messages.playerSeason.eventCheckInOff,
      );
    if (state === 'not_open')
      throw new AppError(
        'CONFLICT',
        'PLAYER_SEASON_EVENT_CHECK_IN_NOT_OPEN',
        messages.playerSeason.eventCheckInNotOpen,
      );
    if (state === 'closed')
      throw new AppError(
        'CONFLICT',
        'PLAYER_SEASON_EVENT_CHECK_IN_CLOSED',
        messages.playerSeason.eventCheckInClosed,
      );
    const entry = isUuid(input.teamId)
      ? await em.findOne(TournamentRegistration, {
          tournament: tournament.id,
          team: input.teamId,
          status: { $in: ['registered', 'waitlisted'] },
        })
      : null;
    if (!entry)
      throw new AppError('NOT_FOUND', 'COMPETITION_NOT_REGISTERED', messages.competition.notRegistered);
    const captain = await em.count(TeamMember, {
      team: input.teamId,
      user: actor.userId,
      ...ACTIVE_CAPTAIN,
    });
    if (captain === 0 && !entry.roster.includes(actor.userId)) {
      throw new AppError('FORBIDDEN', 'PLAYER_SEASON_NOT_ON_TEAM', messages.playerSeason.notOnTeam);
    }
    if (entry.checkedInAt)
      throw new AppError(
        'CONFLICT',
        'PLAYER_SEASON_ALREADY_CHECKED_IN',
        messages.playerSeason.alreadyCheckedIn,
      );
    // A community may ban a team or a player after it entered: it does not get to confirm it will play.
    await refuseBannedEntry(em, tournament, input.teamId, entry.roster);
    // Levels move as players upgrade: the roster still fields the breakdown when it checks in.
    await checkRosterTownHalls(em, tournament, entry.roster);
    entry.checkedInAt = now;
    await em.flush();
    effects.webhook({ type: 'registration.checked_in', teamId: input.teamId, status: entry.status });
    return { checkedInAt: now.toISOString() };
  },
);

/**
 * Event check-in closes as the first phase starts (inside that transaction, the tournament row locked):
 * registered teams that did not check in are dropped and checked-in waitlisted teams take their
 * places in registration order.
 */
export async function closeEventCheckInBeforeStart(
  em: EntityManager,
  tournament: TournamentRow,
  phases: readonly PhaseRow[],
  effects: Effects,
): Promise<void> {
  if (!tournament.eventCheckIn || hasStarted(phases)) return;
  const queue = await loadQueue(em, tournament.id);
  const { dropped, promoted } = closeEventCheckIn(queue.queued, entryPlaces(phases).registered);
  for (const teamId of dropped) {
    const row = queue.rowOf(teamId);
    row.status = 'dropped';
    effects.publish({ type: 'registration', teamId, status: 'dropped' });
    notify(em, {
      userIds: await teamMemberIds(em, [teamId]),
      kind: 'no-show',
      title: messages.playerSeason.droppedTitle(tournament.eventName),
      body: messages.playerSeason.droppedBody(row.team.name),
      link: sitePaths.event(tournament.id),
    });
  }
  const rows = promoted.map(queue.rowOf);
  for (const row of rows) {
    row.status = 'registered';
    effects.publish({ type: 'registration', teamId: row.team.id, status: 'registered' });
  }
  await notifyPromoted(em, tournament, rows);
  await em.flush();
}
