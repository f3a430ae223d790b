import { searchGuildTournaments } from '@galaxia/core/server';
import type { AutocompleteChoice, FocusedOption } from '../interactions/invocation.ts';
import { type AutocompleteContext, guildIdOf, MAX_CHOICES } from './command-handler.ts';

/** Suggestions for a `tournament` option: the published events of the server the command runs in. */
export async function suggestTournaments(
  ctx: AutocompleteContext,
  focused: FocusedOption,
): Promise<AutocompleteChoice[]> {
  if (!ctx.invocation.guild) return [];
  return searchGuildTournaments(ctx.em, {
    guildId: guildIdOf(ctx.invocation),
    query: focused.value,
    limit: MAX_CHOICES,
  });
}
