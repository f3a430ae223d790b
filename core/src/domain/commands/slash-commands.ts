import type { GameId } from '../../contracts/games.ts';
import { streamPlatforms } from '../../contracts/streams.ts';
import { GAMES } from '../games/games.ts';

/** The role badge the Command Set page shows next to each command. */
export type CommandRoleBadge = 'Admin' | 'Member' | 'Team Rep' | 'Streamer';

export interface CommandChoice {
  name: string;
  value: string;
}

/**
 * One option of a slash command. `autocomplete` options are looked up while typing (tournaments,
 * teams, matches of the user's server), so their values are ids, never free text.
 */
export interface CommandOption {
  name: string;
  description: string;
  type: 'string' | 'integer';
  required: boolean;
  choices?: readonly CommandChoice[];
  autocomplete?: boolean;
  minValue?: number;
}

export interface SlashCommand {
  /** Without the slash, as Discord registers it. */
  name: string;
  description: string;
  role: CommandRoleBadge;
  options: readonly CommandOption[];
  /** Also usable in a DM with the bot (and as a user-installed app), not only inside a server. */
  usableInDms?: boolean;
}

const gameChoices = (ids?: readonly GameId[]): CommandChoice[] =>
  GAMES.filter((game) => !ids || ids.includes(game.id)).map((game) => ({ name: game.name, value: game.id }));

/**
 * The slash commands, read by the bot to register them and by the web Command Set page to list them.
 * The tournament's server is the guild the command runs in, so no command asks for it.
 */
export const slashCommands = [
  {
    name: 'create-tournament',
    description: 'Create a tournament for this server',
    role: 'Admin',
    options: [
      { name: 'name', description: 'Tournament name', type: 'string', required: true },
      { name: 'season', description: 'Season number', type: 'integer', required: true, minValue: 1 },
      { name: 'game', description: 'Game', type: 'string', required: true, choices: gameChoices() },
    ],
  },
  {
    name: 'galaxia-setup',
    description: "Set up this server's channels and roles for Galaxia",
    role: 'Admin',
    options: [],
  },
  {
    name: 'register-team',
    description: 'Register your team for a tournament',
    role: 'Member',
    options: [
      { name: 'tournament', description: 'Tournament', type: 'string', required: true, autocomplete: true },
      { name: 'team', description: 'Your team', type: 'string', required: true, autocomplete: true },
    ],
  },
  {
    name: 'schedule-match',
    description: "Propose a time for your team's match",
    role: 'Team Rep',
    options: [
      { name: 'match', description: 'Match', type: 'string', required: true, autocomplete: true },
      {
        name: 'time',
        description: 'Date and time in IST, e.g. 2025-03-15 18:30',
        type: 'string',
        required: true,
      },
    ],
  },
  {
    name: 'claim-stream',
    description: 'Claim a match to stream',
    role: 'Streamer',
    options: [
      { name: 'match', description: 'Match', type: 'string', required: true, autocomplete: true },
      {
        name: 'platform',
        description: 'Streaming platform',
        type: 'string',
        required: true,
        choices: streamPlatforms.map((platform) => ({ name: platform, value: platform })),
      },
      { name: 'url', description: 'Watch link (https)', type: 'string', required: true },
    ],
  },
  {
    name: 'release-stream',
    description: 'Give up a match you claimed to stream',
    role: 'Streamer',
    options: [{ name: 'match', description: 'Match', type: 'string', required: true, autocomplete: true }],
  },
  {
    name: 'verify-player',
    description: 'Verify your in-game account',
    role: 'Member',
    usableInDms: true,
    options: [
      // Clash of Clans verifies by API token (tag and token required then); BGMI by a video uploaded on
      // the website, so the command answers it with the upload link and ignores tag and token.
      {
        name: 'game',
        description: 'Game',
        type: 'string',
        required: true,
        choices: gameChoices(['coc', 'bgmi']),
      },
      {
        name: 'player-tag',
        description: 'Clash of Clans: your player tag, e.g. #2PP',
        type: 'string',
        required: false,
      },
      {
        name: 'token',
        description: 'Clash of Clans: API token from the in-game settings',
        type: 'string',
        required: false,
      },
    ],
  },
  {
    name: 'tournament-stats',
    description: "Show a tournament's statistics",
    role: 'Member',
    options: [
      { name: 'tournament', description: 'Tournament', type: 'string', required: true, autocomplete: true },
    ],
  },
] as const satisfies readonly SlashCommand[];

export type SlashCommandName = (typeof slashCommands)[number]['name'];

export const findSlashCommand = (name: string): SlashCommand | undefined =>
  slashCommands.find((command) => command.name === name);
