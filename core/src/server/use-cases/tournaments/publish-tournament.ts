import { publishRefusal } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { changeLifecycle } from './change-lifecycle.ts';
import { generatePoster, type StoreGeneratedPoster } from './internal/generated-poster.ts';

export interface PublishPorts {
  /** Keeps a poster drawn from the event's details when none was uploaded. */
  storeGeneratedPoster?: StoreGeneratedPoster;
}

/**
 * POST /api/organiser/tournaments/:id/publish: a complete draft goes public (409 naming what is missing).
 * A tournament without a poster gets one generated from its details, so a poster never blocks publishing.
 */
export const publishTournament = (ctx: UseCaseContext, tournamentId: string, ports: PublishPorts) =>
  changeLifecycle(ctx, tournamentId, {
    refusal: (facts) => publishRefusal(facts.lifecycle, facts.checklist),
    apply: async (tournament, now, em) => {
      if (!tournament.poster && ports.storeGeneratedPoster) {
        tournament.poster = await generatePoster(em, tournament, ports.storeGeneratedPoster);
      }
      tournament.lifecycle = 'published';
      tournament.publishedAt = now;
    },
  });
