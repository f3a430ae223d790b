import { z } from 'zod';
import { lobbyCheckInSchema } from '../battle-royale.ts';
import { route } from './route-contract.ts';

/** Battle-royale lobby maps: what a lobby's squads do themselves. */
export const lobbyRoutes = {
  checkIn: route({
    method: 'post',
    path: '/lobby-matches/:id/check-in',
    access: 'user',
    summary: "Checks the caller's squad in for one lobby map, from 30 minutes before it until its time",
    body: z.object({}),
    response: lobbyCheckInSchema,
    // Shown only on the lobby page, which is never cached.
    cache: { invalidates: 'nothing' },
  }),
};
