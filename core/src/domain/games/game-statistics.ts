import type { GameId } from '../../contracts/games.ts';
import type { EventTeamDetail } from '../../contracts/public-event.ts';
import type { EventSummary, PlayerStatRow } from '../../contracts/stats.ts';
import type { PlayerStats } from '../../contracts/teams.ts';
import { isBattleRoyaleGame } from '../battle-royale/lobby-rules.ts';
import { destructionText } from './war-destruction.ts';

/** How a game is counted: Clash of Clans wars, duels of two teams, or battle-royale lobbies. */
export type StatisticsKind = 'war' | 'duel' | 'battle-royale';

/** A player figure a statistics table shows; `long` spells out a short heading. */
export interface PlayerFigure {
  key: 'kills' | 'deaths' | 'kd' | 'offense' | 'defense' | 'army' | 'attack';
  label: string;
  long?: string;
}

/** What a game's statistics pages, Discord stats and overlays show, in one place. */
export interface GameStatistics {
  kind: StatisticsKind;
  /** The summary tile of the event's total: stars won in wars, kills elsewhere. */
  totalLabel: string;
  /** Which of the event summary's totals that tile reads. */
  totalKey: 'totalStars' | 'totalKills';
  /** The event's figures beside the total (a war's average destruction), on every view that shows the total. */
  eventFigures: readonly EventFigure[];
  /** The heading of the player ranking. */
  playersTitle: string;
  /** The player figures in table order; the last one ranks the table. */
  playerFigures: readonly PlayerFigure[];
  /** A team page's header figures, in order. */
  teamFigures: readonly TeamFigure[];
  /** The figures under each player of a team page's roster, in order. */
  rosterFigures: readonly TeamFigure[];
}

/** An event-wide figure other than the total; shown as text (a percentage). */
export interface EventFigure {
  key: 'averageDestruction';
  label: string;
}

type LobbyFigures = NonNullable<EventTeamDetail['battleRoyale']>;

/** A figure of a team page: a war's stars, a player's or team's summed line figures, or lobby figures. */
export type TeamFigure =
  | { from: 'team'; key: 'stars'; label: string }
  | { from: 'team'; key: 'destruction'; label: string }
  | { from: 'stats'; key: keyof PlayerStats; label: string }
  | { from: 'lobbies'; key: 'matches' | 'wwcd' | 'kills' | 'averagePlacement'; label: string }
  | { from: 'lobby-kills'; label: string };

const WAR: GameStatistics = {
  kind: 'war',
  totalLabel: 'Total stars',
  totalKey: 'totalStars',
  eventFigures: [{ key: 'averageDestruction', label: 'Avg destruction' }],
  playersTitle: 'Top attackers',
  playerFigures: [
    { key: 'defense', label: 'Def', long: 'Defense' },
    { key: 'army', label: 'Army', long: 'Average army rating' },
    { key: 'attack', label: 'Atk', long: 'Average attack rating' },
    { key: 'offense', label: 'Offense' },
  ],
  teamFigures: [
    { from: 'team', key: 'stars', label: 'Stars' },
    { from: 'team', key: 'destruction', label: 'Avg destruction' },
    { from: 'stats', key: 'totalOffense', label: 'Total offense' },
    { from: 'stats', key: 'totalDefense', label: 'Total defense' },
    { from: 'stats', key: 'avgArmy', label: 'Average army' },
    { from: 'stats', key: 'avgAttack', label: 'Average attack' },
  ],
  rosterFigures: [
    { from: 'stats', key: 'totalOffense', label: 'Offense' },
    { from: 'stats', key: 'totalDefense', label: 'Defense' },
    { from: 'stats', key: 'avgArmy', label: 'Avg army' },
    { from: 'stats', key: 'avgAttack', label: 'Avg attack' },
  ],
};

const DUEL_FIGURES: readonly TeamFigure[] = [
  { from: 'stats', key: 'kills', label: 'Kills' },
  { from: 'stats', key: 'deaths', label: 'Deaths' },
  { from: 'stats', key: 'kd', label: 'K/D' },
];

const DUEL: GameStatistics = {
  kind: 'duel',
  totalLabel: 'Total kills',
  totalKey: 'totalKills',
  eventFigures: [],
  playersTitle: 'Top fraggers',
  playerFigures: [
    { key: 'kills', label: 'Kills' },
    { key: 'deaths', label: 'Deaths' },
    { key: 'kd', label: 'K/D', long: 'Kills per death' },
  ],
  teamFigures: DUEL_FIGURES,
  rosterFigures: DUEL_FIGURES,
};

/** Battle-royale results record kills only: no deaths, so no K/D either; teams rank by points. */
const BATTLE_ROYALE: GameStatistics = {
  kind: 'battle-royale',
  totalLabel: 'Total kills',
  totalKey: 'totalKills',
  eventFigures: [],
  playersTitle: 'Top fraggers',
  playerFigures: [{ key: 'kills', label: 'Kills' }],
  teamFigures: [
    { from: 'lobbies', key: 'matches', label: 'Lobby matches' },
    { from: 'lobbies', key: 'wwcd', label: 'WWCD' },
    { from: 'lobbies', key: 'kills', label: 'Kills' },
    { from: 'lobbies', key: 'averagePlacement', label: 'Average placement' },
  ],
  rosterFigures: [{ from: 'lobby-kills', label: 'Kills' }],
};

export const gameStatistics = (gameId: GameId): GameStatistics =>
  gameId === 'coc' ? WAR : isBattleRoyaleGame(gameId) ? BATTLE_ROYALE : DUEL;

export const statisticsOfKind = (kind: StatisticsKind): GameStatistics =>
  kind === 'war' ? WAR : kind === 'battle-royale' ? BATTLE_ROYALE : DUEL;

/** An event figure as text: a destruction as the game writes it (`87.53%`), a dash before any war recorded one. */
export const eventFigureText = (
  stats: Pick<EventSummary, 'averageDestruction'>,
  figure: EventFigure,
): string => destructionText(stats[figure.key]);

/** A player figure as text: K/D to two decimals, the rest whole. */
export const playerFigureText = (player: PlayerStatRow, figure: PlayerFigure): string =>
  figure.key === 'kd' ? player.kd.toFixed(2) : String(player[figure.key]);

/**
 * One player's figures on a broadcast graphic: the ranking figure first, then the rest by their short
 * labels (`Offense 9 · Def 4 · Army 80 · Atk 90`).
 */
export const playerLeaderLine = (player: PlayerStatRow, kind: StatisticsKind): string => {
  const figures = statisticsOfKind(kind).playerFigures;
  const ranking = figures.at(-1);
  return [
    ...(ranking ? [`${ranking.long ?? ranking.label} ${playerFigureText(player, ranking)}`] : []),
    ...figures.slice(0, -1).map((figure) => `${figure.label} ${playerFigureText(player, figure)}`),
  ].join(' · ');
};

/** One player's ranking line in text (Discord): `Offense 9 · Def 4 · …`. */
export const playerFiguresLine = (player: PlayerStatRow, kind: StatisticsKind): string =>
  statisticsOfKind(kind)
    .playerFigures.map((figure) => `${figure.long ?? figure.label} ${playerFigureText(player, figure)}`)
    .join(' · ');

const NO_LOBBIES: LobbyFigures = {
  matches: 0,
  wwcd: 0,
  kills: 0,
  averagePlacement: null,
  total: 0,
  playerKills: {},
};

type TeamPage = Pick<EventTeamDetail, 'kind' | 'stars' | 'stats' | 'battleRoyale'> &
  Partial<Pick<EventTeamDetail, 'destruction'>>;

/** A team page's header figure: a count, or a destruction percentage already written out. */
export type TeamFigureValue = { label: string; value: number } | { label: string; text: string };

/** A team page's header figures as label and value (or text), from its game's description. */
export const teamFigureValues = (team: TeamPage): TeamFigureValue[] =>
  statisticsOfKind(team.kind).teamFigures.map((figure) =>
    figure.from === 'team' && figure.key === 'destruction'
      ? { label: figure.label, text: destructionText(team.destruction ?? null) }
      : { label: figure.label, value: teamFigureCount(team, figure) },
  );

const teamFigureCount = (team: TeamPage, figure: TeamFigure): number =>
  figure.from === 'team'
    ? team.stars
    : figure.from === 'stats'
      ? team.stats[figure.key]
      : figure.from === 'lobbies'
        ? ((team.battleRoyale ?? NO_LOBBIES)[figure.key] ?? 0)
        : 0;

/** The figures under one player of a team page's roster, from its game's description. */
export const rosterFigureValues = (
  team: TeamPage,
  player: { id: string; stats: PlayerStats },
): { label: string; value: number }[] =>
  statisticsOfKind(team.kind).rosterFigures.map((figure) => ({
    label: figure.label,
    value:
      figure.from === 'stats'
        ? player.stats[figure.key]
        : figure.from === 'lobby-kills'
          ? (team.battleRoyale?.playerKills[player.id] ?? 0)
          : 0,
  }));

/**
 * A player's own figures on their profile, from their lines in one game: the figures a team page shows
 * under each player (a chief's offense, defense, army and attack; a duel's kills, deaths and K/D).
 * Battle-royale kills live in lobby results, not lines: none here.
 */
export const playerProfileFigures = (
  kind: StatisticsKind,
  stats: PlayerStats,
): { label: string; value: number }[] =>
  statisticsOfKind(kind).rosterFigures.flatMap((figure) =>
    figure.from === 'stats' ? [{ label: figure.label, value: stats[figure.key] }] : [],
  );
