import {
  AppError,
  messages,
  type RegisterTeamPayload,
  registrationStatus,
  requireCaptain,
  type TournamentEntry,
} from '@galaxia/core';
import { RegistrationWindow, TournamentRegistration, User } from '../../db/entities/index.ts';
import { loadTeam, rosterOf } from '../teams/internal/team-view.ts';
import { checkEntry, entryPlaces, lockTournamentForEntry } from './internal/entry-rules.ts';
import { entryViews } from './internal/entry-views.ts';
import { checkRoster } from './internal/roster-check.ts';
import { tournamentWrite } from './internal/tournament-write.ts';

export interface RegisterTeamInput extends RegisterTeamPayload {
  tournamentId: string;
}

/**
 * The captain enters their team while registration is open, with the players who will play; when every
 * place is taken the team joins the waitlist. An invited team's captain names its roster the same way,
 * at any time before the tournament starts. Players whose verification videos are still in review
 * make it an application: the place (or waitlist turn) is held until the organiser approves them.
 */
export const registerTeam = tournamentWrite(
  async ({ em, actor, effects, now }, input: RegisterTeamInput): Promise<TournamentEntry> => {
    const tournament = await lockTournamentForEntry(em, input.tournamentId);
    const { team, members } = await loadTeam(em, input.teamId);
    requireCaptain(rosterOf(members), actor.userId);
    const { phases, existing } = await checkEntry(em, tournament, team);
    if (existing?.status === 'registered' || existing?.status === 'waitlisted')
      throw new AppError(
        'CONFLICT',
        'COMPETITION_ALREADY_REGISTERED',
        messages.competition.alreadyRegistered,
      );

    const invited = existing?.status === 'invited';
    let full = false;
    if (!invited) {
      const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
      const registration = registrationStatus(windows, now);
      if (registration.status === 'not_started') {
        throw new AppError(
          'CONFLICT',
          'REGISTRATION_STARTS_ON',
          messages.registration.startsOn(registration.date),
        );
      }
      if (registration.status === 'closed')
        throw new AppError('CONFLICT', 'REGISTRATION_CLOSED', messages.registration.closed);
      const places = entryPlaces(phases).registered;
      const taken = await em.count(TournamentRegistration, {
        tournament: tournament.id,
        status: 'registered',
      });
      // An invitation-only roadmap has no places to wait for.
      if (places === 0)
        throw new AppError(
          'CONFLICT',
          'COMPETITION_REGISTRATION_FULL',
          messages.competition.registrationFull(places),
        );
      // A full event still takes the team, on its waitlist: a withdrawal or a drop lets it in.
      full = taken >= places;
    }
    const verification = await checkRoster(em, tournament, team.id, members, input.roster);

    const row =
      existing ??
      em.create(TournamentRegistration, {
        tournament,
        team,
        status: 'registered',
        roster: [],
      });
    row.roster = [...input.roster];
    row.registeredBy = em.getReference(User, actor.userId);
    row.awaitingVerification = verification.kind === 'awaiting';
    row.verificationDeadline = null;
    if (!invited) {
      row.status = full ? 'waitlisted' : 'registered';
      row.registeredAt = now;
      row.checkedInAt = null;
    }
    await em.flush();
    effects.publish({ type: 'registration', teamId: team.id, status: row.status });
    const [view] = await entryViews(em, tournament, [row], actor);
    return view!;
  },
);
