import { AppError, type CircuitPointsInput, type CommunitySettingsView, messages } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { CommunitySeries, Tournament } from '../../db/entities/index.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';
import { communitySettingsOf } from './get-community-settings.ts';

/** PUT /api/organiser/servers/:guildId/circuit: the points a series' final placings earn on its circuit. */
export async function updateCircuitPoints(
  ctx: UseCaseContext,
  serverId: string,
  input: CircuitPointsInput,
): Promise<CommunitySettingsView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, serverId);
    const runs = await em.count(Tournament, { server: serverId, eventName: input.series });
    if (runs === 0) {
      throw new AppError(
        'BAD_REQUEST',
        'COMMUNITY_CIRCUIT_SERIES_UNKNOWN',
        messages.community.circuit.seriesUnknown,
        {
          series: [messages.community.circuit.seriesUnknown],
        },
      );
    }
    const series = await em.findOne(CommunitySeries, { server: serverId, name: input.series });
    if (series) series.pointsTable = input.table;
    else em.create(CommunitySeries, { server: serverId, name: input.series, pointsTable: input.table });
    await em.flush();
    return communitySettingsOf(em, serverId, ctx.actor);
  });
}
