import { unpublishRefusal } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { changeLifecycle } from './change-lifecycle.ts';

/** POST /api/organiser/tournaments/:id/unpublish: back to draft while no team is registered. */
export const unpublishTournament = (ctx: UseCaseContext, tournamentId: string) =>
  changeLifecycle(ctx, tournamentId, {
    refusal: (facts) => unpublishRefusal(facts.lifecycle),
    apply: (tournament) => {
      tournament.lifecycle = 'draft';
    },
  });
