import { requireGuildMatch, type UseCaseContext } from '@galaxia/core/server';
import type { AutocompleteChoice, FocusedOption } from '../interactions/invocation.ts';
import {
  type AutocompleteContext,
  type CommandContext,
  guildIdOf,
  MAX_CHOICES,
  optionText,
} from './command-handler.ts';

/** The match a command's `match` option names, if it belongs to the server the command runs in. */
export const chosenMatch = ({ em, invocation }: CommandContext) =>
  requireGuildMatch(em, { guildId: guildIdOf(invocation), matchId: optionText(invocation, 'match') ?? '' });

type StreamMatchSearch = (
  ctx: UseCaseContext,
  input: { guildId: string; query: string; limit: number },
) => Promise<AutocompleteChoice[]>;

/** Suggestions for a stream command's `match` option: what `search` finds for the caller in this server. */
export const suggestStreamMatches =
  (search: StreamMatchSearch) => async (ctx: AutocompleteContext, focused: FocusedOption) => {
    if (!ctx.actor || !ctx.invocation.guild) return [];
    return search(
      { em: ctx.em, actor: ctx.actor },
      { guildId: guildIdOf(ctx.invocation), query: focused.value, limit: MAX_CHOICES },
    );
  };
