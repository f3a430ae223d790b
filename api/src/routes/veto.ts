import { vetoChoicePayloadSchema, vetoResetPayloadSchema, vetoSettingsUpdateSchema } from '@galaxia/core';
import {
  type CompetitionPorts,
  getMatchVeto,
  getVetoSettings,
  openMatchVeto,
  queuePorts,
  redisPublisher,
  resetMatchVeto,
  takeMatchVetoStep,
  updateVetoSettings,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';
import { resourceRoutes } from './resource-routes.ts';

/** Map veto: the organiser's pool and sequences, a match's veto for everyone, the captains' steps, the reset. */
export function vetoRoutes(routes: RouteTable, deps: AppDeps) {
  const ports: CompetitionPorts = { publish: redisPublisher(deps.redis), ...queuePorts(deps.queues) };

  const tournament = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId' });
  tournament.read('/organiser/tournaments/:id/veto-settings', getVetoSettings);
  tournament.write(
    'put',
    '/organiser/tournaments/:id/veto-settings',
    vetoSettingsUpdateSchema,
    updateVetoSettings,
  );

  const visitor = resourceRoutes(routes, { access: 'public', idKey: 'id' });
  visitor.read('/matches/:id/veto', getMatchVeto);

  const match = resourceRoutes(routes, { access: 'user', idKey: 'matchId', ports });
  match.act('post', '/matches/:id/veto/open', openMatchVeto);
  match.write('post', '/matches/:id/veto/steps', vetoChoicePayloadSchema, takeMatchVetoStep);
  match.write('post', '/matches/:id/veto/reset', vetoResetPayloadSchema, resetMatchVeto);
}
