import { messages } from '@galaxia/core';
import { releaseMatchStream, requireGuildMatch, searchReleasableMatches } from '@galaxia/core/server';
import { type CommandHandler, guildIdOf, MAX_CHOICES, optionText } from './command-handler.ts';

/** A streamer gives up a match they claimed, from Discord: the same rule (and use case) as the web's Release. */
export const releaseStreamCommand: CommandHandler = {
  name: 'release-stream',
  ephemeral: true,
  deferFirst: false,
  guildOnly: true,
  async run(ctx) {
    const { invocation, services } = ctx;
    const { id } = await requireGuildMatch(ctx.em, {
      guildId: guildIdOf(invocation),
      matchId: optionText(invocation, 'match') ?? '',
    });
    const match = await releaseMatchStream(ctx, id, services.competitionPorts);
    return { content: messages.bot.streamReleased(match.name) };
  },
  async autocomplete(ctx, focused) {
    if (!ctx.actor || !ctx.invocation.guild) return [];
    return searchReleasableMatches(
      { em: ctx.em, actor: ctx.actor },
      { guildId: guildIdOf(ctx.invocation), query: focused.value, limit: MAX_CHOICES },
    );
  },
};
