import { messages } from '@galaxia/core';
import { releaseMatchStream, searchReleasableMatches } from '@galaxia/core/server';
import type { CommandHandler } from './command-handler.ts';
import { chosenMatch, suggestStreamMatches } from './match-option.ts';

/** A streamer gives up a match they claimed, from Discord: the same rule (and use case) as the web's Release. */
export const releaseStreamCommand: CommandHandler = {
  name: 'release-stream',
  ephemeral: true,
  deferFirst: false,
  guildOnly: true,
  async run(ctx) {
    const { id } = await chosenMatch(ctx);
    const match = await releaseMatchStream(ctx, id, ctx.services.competitionPorts);
    return { content: messages.bot.streamReleased(match.name) };
  },
  autocomplete: suggestStreamMatches(searchReleasableMatches),
};
