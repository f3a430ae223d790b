import type { RulingLog } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { Ruling } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';

/** The tournament's ruling log, newest first. */
export async function listRulingsOf(em: EntityManager, tournamentId: string): Promise<RulingLog> {
  const rows = await em.find(
    Ruling,
    { tournament: tournamentId },
    { orderBy: [{ at: 'desc' }, { id: 'asc' }] },
  );
  return {
    rulings: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      matchId: row.match?.id ?? null,
      matchName: row.matchName ?? null,
      teamName: row.teamName ?? null,
      organiser: row.organiserName,
      reason: row.reason,
      before: row.before ?? null,
      after: row.after ?? null,
      undone: row.undone,
      at: row.at.toISOString(),
    })),
  };
}

/** GET /api/organiser/tournaments/:id/rulings: for the tournament's organisers only. */
export async function listRulings(ctx: UseCaseContext, tournamentId: string): Promise<RulingLog> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return listRulingsOf(ctx.em, tournament.id);
}
