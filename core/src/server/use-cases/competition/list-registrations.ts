import { registrationStatus, type TournamentEntries } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { RegistrationWindow, TournamentRegistration } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { entryPlaces } from './internal/entry-rules.ts';
import { entryViews } from './internal/entry-views.ts';
import { loadPhases } from './internal/phase-start.ts';

/** Every team that entered (withdrawn ones too), in the order they entered. */
export async function listRegistrations(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<TournamentEntries> {
  const { em } = ctx;
  const tournament = await loadTournamentForOrganiser(em, ctx.actor, tournamentId);
  const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
  const entries = await em.find(
    TournamentRegistration,
    { tournament: tournament.id },
    { orderBy: [{ registeredAt: 'asc' }, { id: 'asc' }] },
  );
  return {
    registrationStatus: registrationStatus(windows, now()).status,
    places: entryPlaces(await loadPhases(em, tournament.id)),
    entries: await entryViews(em, tournament, entries, ctx.actor),
  };
}
