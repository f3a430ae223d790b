import type { ResultsAdmins } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { ResultsAdmin } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { loadNamedUser } from '../competition/internal/named-user.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';

async function listAdmins(em: EntityManager, tournamentId: string): Promise<ResultsAdmins> {
  const rows = await em.find(
    ResultsAdmin,
    { tournament: tournamentId },
    { populate: ['user'], orderBy: { grantedAt: 'asc' } },
  );
  return { admins: rows.map((row) => ({ userId: row.user.id, name: row.user.name })) };
}

/** Who may enter this tournament's lobby results besides its organisers: the organiser's console lists them. */
export async function getResultsAdmins(
  ctx: UseCaseContext,
  input: { tournamentId: string },
): Promise<ResultsAdmins> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, input.tournamentId);
  return listAdmins(ctx.em, tournament.id);
}

/** The organiser appoints a person to enter this tournament's lobby results. Appointing twice changes nothing. */
export async function grantResultsAdmin(
  ctx: UseCaseContext,
  input: { tournamentId: string; userId: string },
): Promise<ResultsAdmins> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const user = await loadNamedUser(em, input.userId);
    if (!(await em.findOne(ResultsAdmin, { tournament: tournament.id, user: user.id })))
      em.create(ResultsAdmin, { tournament, user });
    await em.flush();
    return listAdmins(em, tournament.id);
  });
}

export async function revokeResultsAdmin(
  ctx: UseCaseContext,
  input: { tournamentId: string; userId: string },
): Promise<ResultsAdmins> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    if (isUuid(input.userId))
      await em.nativeDelete(ResultsAdmin, { tournament: tournament.id, user: input.userId });
    return listAdmins(em, tournament.id);
  });
}
