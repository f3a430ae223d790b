import {
  type BestOf,
  type EventMatchDetail,
  type GameStatLine,
  isBestOf,
  isDestruction,
  type SeriesGame,
  seriesResult,
  winsNeeded,
} from '@galaxia/core';
import type { TFunction } from 'i18next';
import { Minus, Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CountInput, Field, Input } from '../../components/ui/form-controls.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { type ScoreDraft, ScoreFields } from './score-fields.tsx';
import { StatHeader } from './stat-header.tsx';
import { useSeriesMaps } from './use-series-maps.ts';

/** One game as typed: scores and each player's figures as text until the form is sent. */
export interface GameDraft extends ScoreDraft {
  stats: Record<string, Record<string, string>>;
  /** A war's destruction percentage per side, as typed. */
  destructionA?: string;
  destructionB?: string;
}

// A war's two destruction fields, side A then B, with their ids' suffixes.
const DESTRUCTION_FIELDS = [
  ['destructionA', 'a'],
  ['destructionB', 'b'],
] as const;

const emptyGame = (): GameDraft => ({ scoreA: '', scoreB: '', stats: {} });

/** A typed destruction: left out when blank, a number otherwise (the server holds it to 0–100 in hundredths). */
const destruction = (value: string | undefined) => (value?.trim() ? Number(value) : undefined);

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
  t: TFunction,
): { body: { scoreA: number; scoreB: number } | { games: SeriesGame[] } } | { error: string } {
  const games: SeriesGame[] = drafts.map((draft) => ({
    scoreA: number(draft.scoreA),
    scoreB: number(draft.scoreB),
    ...(destruction(draft.destructionA) === undefined
      ? {}
      : { destructionA: destruction(draft.destructionA) }),
    ...(destruction(draft.destructionB) === undefined
      ? {}
      : { destructionB: destruction(draft.destructionB) }),
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
    return { error: error instanceof Error ? error.message : t('series.checkTheGames') };
  }
  const destructions = games.flatMap((game) => [game.destructionA, game.destructionB]);
  if (destructions.some((value) => value !== undefined && !isDestruction(value))) {
    return { error: t('match.invalidDestruction') };
  }
  const [only] = games;
  const withDestruction = destructions.some((value) => value !== undefined);
  if (bestOf === 1 && only && only.playerStats.length === 0 && !withDestruction) {
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
  const t = useT();
  const bestOf = matchBestOf(match);
  const maps = useSeriesMaps(match);
  const teamA = match.teamA?.name ?? t('match.teamA');
  const teamB = match.teamB?.name ?? t('match.teamB');
  // Each roster lists its starters, then its substitutes (marked): one who came in is entered too.
  const players = [...(match.teamA?.players ?? []), ...(match.teamB?.players ?? [])];
  const set = (index: number, patch: Partial<GameDraft>) =>
    onChange(games.map((game, i) => (i === index ? { ...game, ...patch } : game)));
  const setFigure = (index: number, userId: string, field: string, value: string) => {
    const game = games[index]!;
    set(index, { stats: { ...game.stats, [userId]: { ...game.stats[userId], [field]: value } } });
  };
  const scoreLabel = (index: number, team: string) =>
    bestOf === 1 ? t('series.teamScore', { team }) : t('series.gameTeamScore', { team, number: index + 1 });
  const destructionLabel = (index: number, team: string) =>
    bestOf === 1
      ? t('series.teamDestruction', { team })
      : t('series.gameTeamDestruction', { team, number: index + 1 });

  // Adding or removing a game may disable the button pressed (three games of three, one left): focus goes
  // to the first field of the game added, or of the last game left, never to the top of the document.
  const root = useRef<HTMLDivElement>(null);
  const focusGame = (index: number) =>
    requestAnimationFrame(() =>
      root.current
        ?.querySelectorAll(':scope > fieldset')
        [index]?.querySelector<HTMLElement>('input')
        ?.focus(),
    );

  return (
    <div ref={root} className="flex flex-col gap-4">
      {bestOf > 1 ? <p className="text-sm text-slate-400">{t('series.enterEachGame', { bestOf })}</p> : null}
      {games.map((game, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: games are identified by their order.
        <fieldset key={index} className="flex flex-col gap-3 rounded-lg border border-white/10 p-3">
          {bestOf > 1 || maps[index] ? (
            <legend className="px-1 text-sm font-semibold">
              {maps[index]
                ? t('series.gameOnMap', { number: index + 1, map: maps[index] })
                : t('series.game', { number: index + 1 })}
            </legend>
          ) : null}
          <ScoreFields
            id={`${id}-${index}`}
            labels={[scoreLabel(index, teamA), scoreLabel(index, teamB)]}
            scores={game}
            onChange={(patch) => set(index, patch)}
          />
          {match.recordsDestruction ? (
            <div className="grid grid-cols-2 gap-3">
              {DESTRUCTION_FIELDS.map(([key, suffix], side) => {
                const team = side === 0 ? teamA : teamB;
                return (
                  <Field
                    key={key}
                    id={`${id}-${index}-destruction-${suffix}`}
                    label={destructionLabel(index, team)}
                  >
                    <Input
                      id={`${id}-${index}-destruction-${suffix}`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={100}
                      step={0.01}
                      value={game[key] ?? ''}
                      onChange={(e) => set(index, { [key]: e.target.value })}
                    />
                  </Field>
                );
              })}
            </div>
          ) : null}
          {match.statLabels.length > 0 && players.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-300">{t('series.playerStats')}</summary>
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
                              ({t('registration.substitute')})
                            </span>
                          ) : null}
                        </th>
                        {match.statLabels.map((stat) => (
                          <td key={stat.field} className="py-1 pr-2">
                            <CountInput
                              className="w-20"
                              aria-label={t('series.statField', {
                                player: player.name,
                                stat: stat.label,
                                number: index + 1,
                              })}
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
            onClick={() => {
              onChange([...games, emptyGame()]);
              focusGame(games.length);
            }}
          >
            <Plus className="size-4" aria-hidden /> {t('series.addGame')}
          </Button>
          <Button
            variant="ghost"
            disabled={games.length <= 1}
            onClick={() => {
              onChange(games.slice(0, -1));
              focusGame(games.length - 2);
            }}
          >
            <Minus className="size-4" aria-hidden /> {t('series.removeLastGame')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
