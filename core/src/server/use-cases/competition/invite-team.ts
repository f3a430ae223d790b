import { AppError, type InviteTeamPayload, messages, type TournamentEntry } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { TournamentRegistration, User } from '../../db/entities/index.ts';
import { loadTeam, toMemberViews } from '../teams/team-view.ts';
import { lockTournamentForOrganiser } from '../tournaments/lock-tournament.ts';
import { type CompetitionPorts, collectEffects } from './competition-ports.ts';
import { checkEntry, entryPlaces } from './entry-rules.ts';
import { entryViews } from './entry-views.ts';

export interface InviteTeamInput extends InviteTeamPayload {
  tournamentId: string;
}

/**
 * The organiser enters a team directly into one of the roadmap's invited places, whatever the
 * registration windows say. Its active players make up the roster until the captain names one.
 */
export async function inviteTeam(
  ctx: UseCaseContext,
  input: InviteTeamInput,
  ports: CompetitionPorts = {},
): Promise<TournamentEntry> {
  const effects = collectEffects(input.tournamentId);
  const entry = await ctx.em.transactional(async (em) => {
    const tournament = await lockTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    const { team, members } = await loadTeam(em, input.teamId);
    const { phases, existing } = await checkEntry(em, tournament, team);
    if (existing && existing.status !== 'withdrawn') {
      throw new AppError('CONFLICT', messages.competition.alreadyRegistered);
    }
    const places = entryPlaces(phases).invited;
    if (places === 0) throw new AppError('CONFLICT', messages.competition.noInvitationPlaces);
    const taken = await em.count(TournamentRegistration, { tournament: tournament.id, status: 'invited' });
    if (taken >= places) throw new AppError('CONFLICT', messages.competition.invitationsFull(places));

    const roster = toMemberViews(members)
      .filter((member) => member.status === 'active')
      .map((member) => member.userId);
    const row =
      existing ?? em.create(TournamentRegistration, { tournament, team, status: 'invited', roster });
    row.status = 'invited';
    row.roster = roster;
    row.registeredBy = em.getReference(User, ctx.actor.userId);
    row.registeredAt = now();
    await em.flush();
    effects.publish({ type: 'registration', teamId: team.id, status: 'invited' });
    const [view] = await entryViews(em, tournament, [row]);
    return view!;
  });
  await effects.release(ports);
  return entry;
}
