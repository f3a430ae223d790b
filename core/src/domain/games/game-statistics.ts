import type { GameId } from '../../contracts/games.ts';
import type { PlayerStatRow } from '../../contracts/stats.ts';
import { isBattleRoyaleGame } from '../battle-royale/lobby-rules.ts';

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
  /** The heading of the player ranking. */
  playersTitle: string;
  /** The player figures in table order; the last one ranks the table. */
  playerFigures: readonly PlayerFigure[];
}

const WAR: GameStatistics = {
  kind: 'war',
  totalLabel: 'Total stars',
  playersTitle: 'Top attackers',
  playerFigures: [
    { key: 'defense', label: 'Def', long: 'Defense' },
    { key: 'army', label: 'Army', long: 'Average army rating' },
    { key: 'attack', label: 'Atk', long: 'Average attack rating' },
    { key: 'offense', label: 'Offense' },
  ],
};

const DUEL: GameStatistics = {
  kind: 'duel',
  totalLabel: 'Total kills',
  playersTitle: 'Top fraggers',
  playerFigures: [
    { key: 'kills', label: 'Kills' },
    { key: 'deaths', label: 'Deaths' },
    { key: 'kd', label: 'K/D', long: 'Kills per death' },
  ],
};

/** Battle-royale results record kills only: no deaths, so no K/D either; teams rank by points. */
const BATTLE_ROYALE: GameStatistics = {
  kind: 'battle-royale',
  totalLabel: 'Total kills',
  playersTitle: 'Top fraggers',
  playerFigures: [{ key: 'kills', label: 'Kills' }],
};

export const gameStatistics = (gameId: GameId): GameStatistics =>
  gameId === 'coc' ? WAR : isBattleRoyaleGame(gameId) ? BATTLE_ROYALE : DUEL;

export const statisticsOfKind = (kind: StatisticsKind): GameStatistics =>
  kind === 'war' ? WAR : kind === 'battle-royale' ? BATTLE_ROYALE : DUEL;

/** A player figure as text: K/D to two decimals, the rest whole. */
export const playerFigureText = (player: PlayerStatRow, figure: PlayerFigure): string =>
  figure.key === 'kd' ? player.kd.toFixed(2) : String(player[figure.key]);

/** One player's ranking line in text (Discord): `Offense 9 · Def 4 · …`. */
export const playerFiguresLine = (player: PlayerStatRow, kind: StatisticsKind): string =>
  statisticsOfKind(kind)
    .playerFigures.map((figure) => `${figure.long ?? figure.label} ${playerFigureText(player, figure)}`)
    .join(' · ');
