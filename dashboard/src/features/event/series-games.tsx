import { destructionText, type EventMatchDetail } from '@galaxia/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { StatHeader } from './stat-header.tsx';
import { useSeriesMaps } from './use-series-maps.ts';

/**
 * The games of a reported or completed series, each with the players' lines when they were given: what
 * the other side checks before confirming, and what everyone reads once the result stands.
 */
export function SeriesGames({ match }: { match: EventMatchDetail }) {
  const t = useT();
  const games = match.games ?? [];
  const bestOf = match.bestOf ?? 1;
  const maps = useSeriesMaps(match);
  if (games.length === 0) {
    return bestOf > 1 ? <p className="text-sm text-slate-400">{t('series.bestOf', { bestOf })}</p> : null;
  }
  const players = new Map(
    [...(match.teamA?.players ?? []), ...(match.teamB?.players ?? [])].map((player) => [
      player.id,
      player.name,
    ]),
  );
  const title = match.status === 'completed' ? t('series.games') : t('series.reportedGames');
  return (
    <section aria-labelledby="games-title" className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
      <h2 id="games-title" className="font-display text-lg font-bold">
        {title} <span className="text-sm font-semibold text-slate-400">{t('series.bestOf', { bestOf })}</span>
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {games.map((game, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: games are identified by their order.
          <li key={index} className="rounded-lg border border-white/5 bg-white/5 px-4 py-3">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {t('series.game', { number: index + 1 })}
                {maps[index] ? <span className="text-slate-300"> · {maps[index]}</span> : null}
              </span>
              <span className="tabular-nums">
                {match.teamA?.name ?? t('match.teamA')} {game.scoreA} : {game.scoreB}{' '}
                {match.teamB?.name ?? t('match.teamB')}
              </span>
            </p>
            {game.destructionA !== undefined || game.destructionB !== undefined ? (
              <p className="mt-1 flex justify-between gap-2 text-sm text-slate-300">
                <span>{t('series.destruction')}</span>
                <span className="tabular-nums">
                  {destructionText(game.destructionA ?? null)} : {destructionText(game.destructionB ?? null)}
                </span>
              </p>
            ) : null}
            {game.playerStats.length > 0 && match.statLabels.length > 0 ? (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('series.gameStats', { number: index + 1 })}</caption>
                  <StatHeader labels={match.statLabels} figures="read" />
                  <tbody>
                    {game.playerStats.map((line) => (
                      <tr key={line.userId} className="border-t border-white/5">
                        <th scope="row" className="py-1 pr-3 font-normal">
                          {players.get(line.userId) ?? t('series.player')}
                        </th>
                        {match.statLabels.map((stat) => (
                          <td key={stat.field} className="py-1 pr-3 text-right tabular-nums">
                            {line[stat.field]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
