import type { OrganiserRulebook } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { generatedRulebookOf } from './internal/tournament-rulebook.ts';

export interface UpdateRulebookInput {
  tournamentId: string;
  /** Trimmed, 1 to 20,000 characters (the contract). */
  markdown: string;
}

/**
 * Keeps the organiser's rulebook. Saving the generated text unchanged keeps none, so the rulebook goes
 * on following the settings (a later phase or breakdown change shows in it).
 */
export async function updateTournamentRulebook(
  ctx: UseCaseContext,
  input: UpdateRulebookInput,
): Promise<OrganiserRulebook> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const generated = await generatedRulebookOf(em, tournament);
    const own = input.markdown === generated.trim() ? null : input.markdown;
    tournament.rulebook = own;
    await em.flush();
    return { markdown: own ?? generated, edited: own !== null, generated };
  });
}

/** "Reset to the generated rulebook": the organiser's text is dropped and the settings speak again. */
export async function resetTournamentRulebook(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<OrganiserRulebook> {
  return withLockedTournament(ctx, tournamentId, async (em, tournament) => {
    tournament.rulebook = null;
    await em.flush();
    const generated = await generatedRulebookOf(em, tournament);
    return { markdown: generated, edited: false, generated };
  });
}
