import {
  type BestOf,
  type EventMatchDetail,
  type GameStatLine,
  isBestOf,
  messages,
  type SeriesGame,
  seriesResult,
  winsNeeded,
} from '@galaxia/core';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CountInput } from '../../components/ui/form-controls.tsx';
import { type ScoreDraft, ScoreFields } from './score-fields.tsx';
import { StatHeader } from './stat-header.tsx';

/** One game as typed: scores and each player's figures as text until the form is sent. */
export interface GameDraft extends ScoreDraft {
  stats: Record<string, Record<string, string>>;
}

const emptyGame = (): GameDraft => ({ scoreA: '', scoreB: '', stats: {} });

const matchBestOf = (match: EventMatchDetail): BestOf => (isBestOf(match.bestOf) ? match.bestOf : 1);

/** A best of N opens with the fewest games that can decide it. */
export const initialGames = (match: EventMatchDetail): GameDraft[] =>
  Array.from({ length: winsNeeded(matchBestOf(match)) }, emptyGame);

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * What the form sends: a best of 1 without player figures stays a bare score; anything else is the list
 * of games. The series must add up (core's `seriesResult`) before it leaves; its message says why not.
 */
export function reportBody(
  match: EventMatchDetail,
  drafts: readonly GameDraft[],
): { body: { scoreA: number; scoreB: number } | { games: SeriesGame[] } } | { error: string } {
  const games: SeriesGame[] = drafts.map((draft) => ({
    scoreA: number(draft.scoreA),
    scoreB: number(draft.scoreB),
    playerStats: Object.entries(draft.stats)
      .filter(([, figures]) => Object.values(figures).some((value) => value.trim() !== ''))
      .map(([userId, figures]) => {
        const line: GameStatLine = {
          userId,
          kills: 0,
          deaths: 0,
          offense: 0,
          defense: 0,
          army: 0,
          attack: 0,
        };
        for (const stat of match.statLabels) line[stat.field] = number(figures[stat.field] ?? '') || 0;
        return line;
      }),
  }));
  const bestOf = matchBestOf(match);
  try {
    // The page does not know whether a draw may stand here; the server refuses one where it may not.
    seriesResult(games, bestOf, false);
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Check the games' };
  }
  const [only] = games;
  if (bestOf === 1 && only && only.playerStats.length === 0) {
    return { body: { scoreA: only.scoreA, scoreB: only.scoreB } };
  }
  return { body: { games } };
}

/** The games of a series, one score pair each, with the players' figures per game behind a disclosure. */
export function SeriesReportFields({
  match,
  games,
  onChange,
}: {
  match: EventMatchDetail;
  games: readonly GameDraft[];
  onChange: (games: GameDraft[]) => void;
}) {
  const id = useId();
  const bestOf = matchBestOf(match);
  const teamA = match.teamA?.name ?? 'Team A';
  const teamB = match.teamB?.name ?? 'Team B';
  // Each roster lists its starters, then its substitutes (marked): one who came in is entered too.
  const players = [...(match.teamA?.players ?? []), ...(match.teamB?.players ?? [])];
  const set = (index: number, patch: Partial<GameDraft>) =>
    onChange(games.map((game, i) => (i === index ? { ...game, ...patch } : game)));
  const setFigure = (index: number, userId: string, field: string, value: string) => {
    const game = games[index]!;
    set(index, { stats: { ...game.stats, [userId]: { ...game.stats[userId], [field]: value } } });
  };
  const label = (index: number, team: string) =>
    bestOf === 1 ? `${team} score` : `Game ${index + 1}: ${team} score`;

  return (
    <div className="flex flex-col gap-4">
      {bestOf > 1 ? (
        <p className="text-sm text-slate-400">
          Best of {bestOf}: enter each game in order, up to the one that decided the series.
        </p>
      ) : null}
      {games.map((game, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: games are identified by their order.
        <fieldset key={index} className="flex flex-col gap-3 rounded-lg border border-white/10 p-3">
          {bestOf > 1 ? <legend className="px-1 text-sm font-semibold">Game {index + 1}</legend> : null}
          <ScoreFields
            id={`${id}-${index}`}
            labels={[label(index, teamA), label(index, teamB)]}
            scores={game}
            onChange={(patch) => set(index, patch)}
          />
          {match.statLabels.length > 0 && players.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-300">Player stats (optional)</summary>
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left">
                  <StatHeader labels={match.statLabels} figures="entered" />
                  <tbody>
                    {players.map((player) => (
                      <tr key={player.id}>
                        <th scope="row" className="py-1 pr-2 font-normal">
                          {player.name}
                          {player.substitute ? (
                            <span className="ml-1.5 text-xs text-amber-300">
                              ({messages.rosters.substituteLabel})
                            </span>
                          ) : null}
                        </th>
                        {match.statLabels.map((stat) => (
                          <td key={stat.field} className="py-1 pr-2">
                            <CountInput
                              className="w-20"
                              aria-label={`${player.name} ${stat.label}, game ${index + 1}`}
                              value={game.stats[player.id]?.[stat.field] ?? ''}
                              onChange={(e) => setFigure(index, player.id, stat.field, e.target.value)}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          ) : null}
        </fieldset>
      ))}
      {bestOf > 1 ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={games.length >= bestOf}
            onClick={() => onChange([...games, emptyGame()])}
          >
            <Plus className="size-4" aria-hidden /> Add game
          </Button>
          <Button variant="ghost" disabled={games.length <= 1} onClick={() => onChange(games.slice(0, -1))}>
            <Minus className="size-4" aria-hidden /> Remove last game
          </Button>
        </div>
      ) : null}
    </div>
  );
}
