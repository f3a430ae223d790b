import {
  eventFigureText,
  formatRupees,
  messages,
  playerFiguresLine,
  sitePaths,
  siteUrl,
  statisticsOfKind,
  type TournamentStats,
} from '@galaxia/core';
import { computeTournamentStats, findGuildTournament } from '@galaxia/core/server';
import type { APIEmbed } from 'discord.js';
import { type CommandHandler, guildIdOf, optionText } from './command-handler.ts';
import { suggestTournaments } from './tournament-option.ts';

const TOP = 5;
const BRAND_COLOUR = 0x6366f1;

const standingsLines = (stats: TournamentStats): string =>
  stats.teams.length === 0
    ? messages.bot.noStandings
    : stats.teams
        .slice(0, TOP)
        .map((team) => `**${team.rank}.** ${team.name}: ${team.wins}W ${team.losses}L (${team.winRate}%)`)
        .join('\n');

const playerLines = (stats: TournamentStats): string =>
  stats.players.length === 0
    ? messages.bot.noStandings
    : stats.players
        .slice(0, TOP)
        .map(
          (player) =>
            `**${player.rank}.** ${player.name} (${player.team}): ${playerFiguresLine(player, stats.kind)}`,
        )
        .join('\n');

/** The event's standings, total and top players by its game's own figures, as the stats page shows them, for everyone in the channel. */
export const tournamentStatsCommand: CommandHandler = {
  name: 'tournament-stats',
  ephemeral: false,
  deferFirst: true,
  guildOnly: true,
  async run(ctx) {
    const tournament = await findGuildTournament(ctx.em, {
      guildId: guildIdOf(ctx.invocation),
      tournamentId: optionText(ctx.invocation, 'tournament') ?? '',
    });
    const stats = await computeTournamentStats(ctx.em, tournament.id);
    const text = messages.bot;
    const game = statisticsOfKind(stats.kind);
    const embed: APIEmbed = {
      title: text.statsTitle(tournament.eventName),
      url: siteUrl(ctx.services.publicUrl, sitePaths.eventSection(tournament.id, 'stats')),
      color: BRAND_COLOUR,
      fields: [
        { name: text.statsMatches, value: `${stats.completedMatches}/${stats.totalMatches}`, inline: true },
        { name: text.statsTeams, value: String(stats.participatingTeams), inline: true },
        {
          name: game.totalLabel,
          value: String(stats[game.totalKey]),
          inline: true,
        },
        ...game.eventFigures.map((figure) => ({
          name: figure.label,
          value: eventFigureText(stats, figure),
          inline: true,
        })),
        { name: text.statsPrizePool, value: formatRupees(stats.totalPrizePool), inline: true },
        ...(stats.champion ? [{ name: text.champion, value: stats.champion.name }] : []),
        { name: text.standings, value: standingsLines(stats) },
        { name: game.playersTitle, value: playerLines(stats) },
      ],
    };
    return { embeds: [embed] };
  },
  autocomplete: suggestTournaments,
};
