import type { GameId } from '../../contracts/games.ts';

/** The games whose series start with a map veto. */
export const VETO_GAME_IDS = ['valorant', 'codm'] as const;
export type VetoGameId = (typeof VETO_GAME_IDS)[number];

export const isVetoGame = (game: GameId): game is VetoGameId =>
  (VETO_GAME_IDS as readonly string[]).includes(game);

/** Call of Duty Mobile's competitive modes; a CODM map is always a map in one mode. */
export const CODM_MODES = ['hardpoint', 'search-and-destroy', 'control'] as const;
export type CodmMode = (typeof CODM_MODES)[number];

export const CODM_MODE_NAMES: Readonly<Record<CodmMode, string>> = {
  hardpoint: 'Hardpoint',
  'search-and-destroy': 'Search & Destroy',
  control: 'Control',
};

export interface GameMap {
  /** Stable id stored in pools and vetoes: `ascent`, or `hardpoint:summit` for a CODM mode. */
  id: string;
  name: string;
  /** CODM only: the mode the map is played in. */
  mode?: CodmMode;
}

/*
 * The one place the games' current maps live: update this file when a game's map rotation changes. Each game
 * lists every map an organiser may put in a pool, and its current competitive pool as the default.
 */
const VALORANT_MAPS = [
  'Abyss',
  'Ascent',
  'Bind',
  'Breeze',
  'Corrode',
  'Fracture',
  'Haven',
  'Icebox',
  'Lotus',
  'Pearl',
  'Split',
  'Sunset',
] as const;
/** The VCT competitive pool of the 2025 season's end. */
const VALORANT_COMPETITIVE = ['Abyss', 'Ascent', 'Bind', 'Corrode', 'Haven', 'Lotus', 'Sunset'] as const;

const CODM_MAPS: Readonly<Record<CodmMode, readonly string[]>> = {
  hardpoint: ['Hackney Yard', 'Raid', 'Summit', 'Takeoff', 'Tunisia', 'Slums', 'Crossfire'],
  'search-and-destroy': ['Coastal', 'Firing Range', 'Meltdown', 'Standoff', 'Summit', 'Crossfire', 'Tunisia'],
  control: ['Firing Range', 'Raid', 'Standoff', 'Crossfire'],
};
/** The CODM World Championship's pools per mode. */
const CODM_COMPETITIVE: Readonly<Record<CodmMode, readonly string[]>> = {
  hardpoint: ['Hackney Yard', 'Raid', 'Summit', 'Takeoff'],
  'search-and-destroy': ['Coastal', 'Firing Range', 'Meltdown', 'Standoff', 'Summit'],
  control: ['Firing Range', 'Raid', 'Standoff'],
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const valorantMap = (name: string): GameMap => ({ id: slug(name), name });
const codmMap = (mode: CodmMode, name: string): GameMap => ({
  id: `${mode}:${slug(name)}`,
  name: `${name} (${CODM_MODE_NAMES[mode]})`,
  mode,
});

const GAME_MAPS: Readonly<Record<VetoGameId, readonly GameMap[]>> = {
  valorant: VALORANT_MAPS.map(valorantMap),
  codm: CODM_MODES.flatMap((mode) => CODM_MAPS[mode].map((name) => codmMap(mode, name))),
};

const DEFAULT_POOLS: Readonly<Record<VetoGameId, readonly string[]>> = {
  valorant: VALORANT_COMPETITIVE.map((name) => valorantMap(name).id),
  codm: CODM_MODES.flatMap((mode) => CODM_COMPETITIVE[mode].map((name) => codmMap(mode, name).id)),
};

/** Every current map of a game, in the order a pool editor lists them. */
export const gameMaps = (game: VetoGameId): readonly GameMap[] => GAME_MAPS[game];

/** The game's current competitive pool: a new tournament's pool until the organiser edits it. */
export const defaultMapPool = (game: VetoGameId): readonly string[] => DEFAULT_POOLS[game];

/** A map's name for people; an id no longer in the game's list (a retired map) shows as stored. */
export const mapName = (game: VetoGameId, id: string): string =>
  GAME_MAPS[game].find((map) => map.id === id)?.name ?? id;
