import { messages, sitePaths, siteUrl } from '@galaxia/core';
import { claimMatchStream, requireGuildMatch, searchClaimableMatches } from '@galaxia/core/server';
import { type CommandHandler, guildIdOf, MAX_CHOICES, optionText } from './command-handler.ts';

/** A streamer claims a match to cast; the same rules (and the same one-claim-wins) as the web. */
export const claimStreamCommand: CommandHandler = {
  name: 'claim-stream',
  ephemeral: true,
  deferFirst: false,
  guildOnly: true,
  async run(ctx) {
    const { invocation, services } = ctx;
    const { id } = await requireGuildMatch(ctx.em, {
      guildId: guildIdOf(invocation),
      matchId: optionText(invocation, 'match') ?? '',
    });
    const match = await claimMatchStream(
      ctx,
      { matchId: id, claim: { platform: invocation.options.platform, url: invocation.options.url } },
      services.competitionPorts,
    );
    return {
      content: messages.bot.streamClaimed(
        match.name,
        siteUrl(services.publicUrl, sitePaths.eventSection(match.tournamentId, 'streams')),
      ),
    };
  },
  async autocomplete(ctx, focused) {
    if (!ctx.actor || !ctx.invocation.guild) return [];
    return searchClaimableMatches(
      { em: ctx.em, actor: ctx.actor },
      { guildId: guildIdOf(ctx.invocation), query: focused.value, limit: MAX_CHOICES },
    );
  },
};
