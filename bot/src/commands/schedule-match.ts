import { CHECK_IN_MINUTES_BEFORE, discordTimestamp, sitePaths, siteUrl } from '@galaxia/core';
import { botT, scheduleMatchFromDiscord, searchSchedulableMatches } from '@galaxia/core/server';
import { type CommandHandler, guildIdOf, MAX_CHOICES, optionText } from './command-handler.ts';
import { istDateTimeToIso } from './ist-time.ts';
import { chosenMatch } from './match-option.ts';

const discordTime = (iso: string) => discordTimestamp(iso, 'F');

/** A team rep proposes a time for their match, or agrees to the time the other team proposed. */
export const scheduleMatchCommand: CommandHandler = {
  name: 'schedule-match',
  ephemeral: true,
  deferFirst: false,
  guildOnly: true,
  async run(ctx) {
    const { invocation, services } = ctx;
    const time = istDateTimeToIso(optionText(invocation, 'time') ?? '');
    const { id } = await chosenMatch(ctx);
    const match = await scheduleMatchFromDiscord(ctx, { matchId: id, time }, services.competitionPorts);
    const url = siteUrl(services.publicUrl, sitePaths.eventMatch(match.tournamentId, match.id));
    const t = botT(ctx.language);
    return {
      content:
        match.status === 'scheduled' && match.scheduledTime
          ? t('matchScheduled', {
              matchName: match.name,
              time: discordTime(match.scheduledTime),
              minutes: CHECK_IN_MINUTES_BEFORE,
              url,
            })
          : t('timeProposed', { matchName: match.name, time: discordTime(time), url }),
    };
  },
  async autocomplete(ctx, focused) {
    if (!ctx.actor || !ctx.invocation.guild) return [];
    return searchSchedulableMatches(ctx.em, {
      userId: ctx.actor.userId,
      guildId: guildIdOf(ctx.invocation),
      query: focused.value,
      limit: MAX_CHOICES,
    });
  },
};
