import type { TournamentBasicInfo } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { basicInfoOf } from './internal/basic-info-dto.ts';

export async function getTournamentBasicInfo(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<TournamentBasicInfo> {
  return basicInfoOf(await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId));
}
