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
import {
  checkEntry,
  entryPlaces,
  holdEntrants,
  holdPlaces,
  shareTournamentForRegistration,
} from './internal/entry-rules.ts';
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
    const tournament = await shareTournamentForRegistration(em, input.tournamentId);
    await holdEntrants(em, tournament.id, [input.teamId, ...input.roster]);
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
    let places = 0;
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
      places = entryPlaces(phases).registered;
      // An invitation-only roadmap has no places to wait for.
      if (places === 0)
        throw new AppError(
          'CONFLICT',
          'COMPETITION_REGISTRATION_FULL',
          messages.competition.registrationFull(places),
        );
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
      row.registeredAt = now;
      row.checkedInAt = null;
    }
    const [view] = await entryViews(em, tournament, [row], actor);
    if (!invited) {
      // Last, and held to the commit: count the places taken and write the entry. Registrations queue
      // only for these few statements, not for their checks.
      await holdPlaces(em, tournament.id);
      // Raw: a query of the entity would first flush this entry (not decided yet) and count it.
      const [counted] = await em.execute<{ taken: number }[]>(
        `select count(*)::int as taken from tournament_registrations
          where tournament_id = ? and status = 'registered' and team_id <> ?`,
        [tournament.id, team.id],
      );
      const taken = counted!.taken;
      // A full event still takes the team, on its waitlist: a withdrawal or a drop lets it in.
      row.status = taken >= places ? 'waitlisted' : 'registered';
    }
    effects.publish({ type: 'registration', teamId: team.id, status: row.status });
    return { ...view!, status: row.status };
  },
);
