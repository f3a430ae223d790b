import { claimStreamCommand } from './claim-stream.ts';
import type { CommandHandler } from './command-handler.ts';
import { createTournamentCommand } from './create-tournament.ts';
import { galaxiaSetupCommand } from './galaxia-setup.ts';
import { registerTeamCommand } from './register-team.ts';
import { releaseStreamCommand } from './release-stream.ts';
import { scheduleMatchCommand } from './schedule-match.ts';
import { tournamentStatsCommand } from './tournament-stats.ts';
import { verifyPlayerCommand } from './verify-player.ts';

/** The commands of the catalogue, by name: both transports dispatch through this map. */
export const commandHandlers: ReadonlyMap<string, CommandHandler> = new Map(
  [
    createTournamentCommand,
    galaxiaSetupCommand,
    registerTeamCommand,
    scheduleMatchCommand,
    claimStreamCommand,
    releaseStreamCommand,
    verifyPlayerCommand,
    tournamentStatsCommand,
  ].map((handler) => [handler.name, handler]),
);
