import { publishRefusal } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { changeLifecycle } from './change-lifecycle.ts';

/** POST /api/organiser/tournaments/:id/publish: a complete draft goes public (409 naming what is missing). */
export const publishTournament = (ctx: UseCaseContext, tournamentId: string) =>
  changeLifecycle(ctx, tournamentId, {
    refusal: (facts) => publishRefusal(facts.lifecycle, facts.checklist),
    apply: (tournament, now) => {
      tournament.lifecycle = 'published';
      tournament.publishedAt = now;
    },
  });
