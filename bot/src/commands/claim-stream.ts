import { messages, sitePaths, siteUrl } from '@galaxia/core';
import { claimMatchStream, searchClaimableMatches } from '@galaxia/core/server';
import type { CommandHandler } from './command-handler.ts';
import { chosenMatch, suggestStreamMatches } from './match-option.ts';

/** A streamer claims a match to cast; the same rules (and the same one-claim-wins) as the web. */
export const claimStreamCommand: CommandHandler = {
  name: 'claim-stream',
  ephemeral: true,
  deferFirst: false,
  guildOnly: true,
  async run(ctx) {
    const { invocation, services } = ctx;
    const { id } = await chosenMatch(ctx);
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
  autocomplete: suggestStreamMatches(searchClaimableMatches),
};
