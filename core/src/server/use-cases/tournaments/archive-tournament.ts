import { archiveRefusal, unarchiveRefusal } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { changeLifecycle } from './change-lifecycle.ts';

/** POST /api/organiser/tournaments/:id/archive: a draft or a finished tournament is put away. */
export const archiveTournament = (ctx: UseCaseContext, tournamentId: string) =>
  changeLifecycle(ctx, tournamentId, {
    refusal: (facts) => archiveRefusal(facts.lifecycle),
    apply: (tournament, now) => {
      tournament.archivedAt = now;
    },
  });

/** POST /api/organiser/tournaments/:id/unarchive: back among the organiser's tournaments as it was. */
export const unarchiveTournament = (ctx: UseCaseContext, tournamentId: string) =>
  changeLifecycle(ctx, tournamentId, {
    refusal: (facts) => unarchiveRefusal(facts.lifecycle),
    apply: (tournament) => {
      tournament.archivedAt = null;
    },
  });
