import { createTournamentSchema, istToday, messages } from '@galaxia/core';
import { createTournament, now } from '@galaxia/core/server';
import { parseInput } from '../interactions/parse-input.ts';
import { type CommandHandler, guildIdOf, optionText } from './command-handler.ts';

/**
 * The same use case as Create Tournament on the web, with the guild as the server: it checks, on the
 * server side, that the person administers it (Discord hiding the command from others is not enough).
 * The draft is finished on the web, so the answer is the link to its first step.
 */
export const createTournamentCommand: CommandHandler = {
  name: 'create-tournament',
  ephemeral: true,
  deferFirst: false,
  guildOnly: true,
  async run(ctx) {
    const { invocation } = ctx;
    const input = parseInput(createTournamentSchema, {
      eventName: optionText(invocation, 'name') ?? '',
      seasonNumber: invocation.options.season,
      gameId: invocation.options.game,
      serverId: guildIdOf(invocation),
      publishDate: istToday(now()),
    });
    const { id } = await createTournament(ctx, input);
    const link = `${ctx.services.publicUrl}/galaxia/tournaments/${id}/edit/basic`;
    return { content: messages.bot.tournamentCreated(input.eventName, link) };
  },
};
