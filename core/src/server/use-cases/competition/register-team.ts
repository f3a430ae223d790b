import {
  AppError,
  type GameId,
  gameName,
  messages,
  type RegisterTeamPayload,
  registrationStatus,
  requireCaptain,
  type TournamentEntry,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { RegistrationWindow, TournamentRegistration, User } from '../../db/entities/index.ts';
import { loadTeam, rosterOf } from '../teams/team-view.ts';
import { type CompetitionPorts, collectEffects } from './competition-ports.ts';
import { entryPlaces, hasStarted, lockTournamentForEntry } from './entry-rules.ts';
import { entryViews } from './entry-views.ts';
import { loadPhases } from './phase-start.ts';
import { checkRoster } from './roster-check.ts';

export interface RegisterTeamInput extends RegisterTeamPayload {
  tournamentId: string;
}

/**
 * The captain enters their team while registration is open, with the players who will play. An
 * invited team's captain names its roster the same way, at any time before the tournament starts.
 */
export async function registerTeam(
  ctx: UseCaseContext,
  input: RegisterTeamInput,
  ports: CompetitionPorts = {},
): Promise<TournamentEntry> {
  const now = clockNow();
  const effects = collectEffects(input.tournamentId);
  const entry = await ctx.em.transactional(async (em) => {
    const tournament = await lockTournamentForEntry(em, input.tournamentId);
    const { team, members } = await loadTeam(em, input.teamId);
    requireCaptain(rosterOf(members), ctx.actor.userId);
    if (team.gameId !== tournament.gameId) {
      throw new AppError(
        'BAD_REQUEST',
        messages.competition.wrongGame(gameName(tournament.gameId as GameId)),
      );
    }
    const phases = await loadPhases(em, tournament.id);
    if (tournament.lifecycle === 'completed' || hasStarted(phases)) {
      throw new AppError('CONFLICT', messages.competition.tournamentStarted);
    }
    const existing = await em.findOne(TournamentRegistration, { tournament: tournament.id, team: team.id });
    if (existing?.status === 'registered')
      throw new AppError('CONFLICT', messages.competition.alreadyRegistered);

    const invited = existing?.status === 'invited';
    if (!invited) {
      const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
      const registration = registrationStatus(windows, now);
      if (registration.status === 'not_started') {
        throw new AppError('CONFLICT', messages.registration.startsOn(registration.date));
      }
      if (registration.status === 'closed') throw new AppError('CONFLICT', messages.registration.closed);
      const places = entryPlaces(phases).registered;
      const taken = await em.count(TournamentRegistration, {
        tournament: tournament.id,
        status: 'registered',
      });
      if (taken >= places) throw new AppError('CONFLICT', messages.competition.registrationFull(places));
    }
    await checkRoster(em, tournament, team.id, members, input.roster);

    const row =
      existing ??
      em.create(TournamentRegistration, {
        tournament,
        team,
        status: 'registered',
        roster: [],
      });
    row.roster = [...input.roster];
    row.registeredBy = em.getReference(User, ctx.actor.userId);
    if (!invited) {
      row.status = 'registered';
      row.registeredAt = now;
    }
    await em.flush();
    effects.publish({ type: 'registration', teamId: team.id, status: row.status });
    const [view] = await entryViews(em, tournament, [row]);
    return view!;
  });
  await effects.release(ports);
  return entry;
}
