import { sitePaths, siteUrl } from '@galaxia/core';
import { botT, findGuildTournament, registerWholeTeam, searchCaptainedTeams } from '@galaxia/core/server';
import { type CommandHandler, guildIdOf, MAX_CHOICES, optionText } from './command-handler.ts';
import { suggestTournaments } from './tournament-option.ts';

/** The captain enters their whole team in one of the server's tournaments (same rules as the web). */
export const registerTeamCommand: CommandHandler = {
  name: 'register-team',
  ephemeral: true,
  deferFirst: true,
  guildOnly: true,
  async run(ctx) {
    const { invocation, services } = ctx;
    const t = botT(ctx.language);
    const tournament = await findGuildTournament(ctx.em, {
      guildId: guildIdOf(invocation),
      tournamentId: optionText(invocation, 'tournament') ?? '',
    });
    const entry = await registerWholeTeam(
      ctx,
      { tournamentId: tournament.id, teamId: optionText(invocation, 'team') ?? '' },
      services.competitionPorts,
    );
    if (entry.awaitingVerification) {
      return {
        content: t('applied', {
          team: entry.team.name,
          eventName: tournament.eventName,
          url: siteUrl(services.publicUrl, sitePaths.event(tournament.id)),
        }),
      };
    }
    return {
      content: t('teamRegistered', {
        team: entry.team.name,
        eventName: tournament.eventName,
        count: entry.roster.length,
        url: siteUrl(services.publicUrl, sitePaths.eventSection(tournament.id, 'teams')),
      }),
    };
  },
  async autocomplete(ctx, focused) {
    if (focused.name === 'tournament') return suggestTournaments(ctx, focused);
    if (!ctx.actor) return [];
    const tournamentId = optionText(ctx.invocation, 'tournament');
    const tournament =
      tournamentId && ctx.invocation.guild
        ? await findGuildTournament(ctx.em, { guildId: guildIdOf(ctx.invocation), tournamentId }).catch(
            () => null,
          )
        : null;
    return searchCaptainedTeams(ctx.em, {
      userId: ctx.actor.userId,
      gameId: tournament?.gameId ?? null,
      query: focused.value,
      limit: MAX_CHOICES,
    });
  },
};
