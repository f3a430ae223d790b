import { type EventStatistics, eventFigureText, playerLeaderLine, statisticsOfKind } from '@galaxia/core';

const LEADERS_SHOWN = 3;

/**
 * The event's best players by its game's own ranking figure (a war's offense, a duel's K/D), as the
 * stats page ranks them: a stream between games shows the figures of the game being played.
 */
export function PlayerLeaders({ stats }: { stats: EventStatistics }) {
  const game = statisticsOfKind(stats.kind);
  const ranking = game.playerFigures.at(-1);
  const leaders = stats.players.slice(0, LEADERS_SHOWN);
  if (!ranking || leaders.length === 0) return null;
  return (
    <section aria-label={game.playersTitle} className="mt-4 flex items-stretch gap-4">
      <h2 className="flex items-center rounded-xl bg-white/10 px-5 text-lg font-bold uppercase tracking-[0.2em]">
        {game.playersTitle}
      </h2>
      {/* The event's total (a war's stars) and figures (average destruction) beside its leaders: the game being played. */}
      <dl className="flex flex-col justify-center rounded-xl bg-ink-950/90 px-5 py-3 text-base">
        <div className="flex gap-2">
          <dt className="text-white/70">{game.totalLabel}</dt>
          <dd className="font-semibold">{stats[game.totalKey]}</dd>
        </div>
        {game.eventFigures.map((figure) => (
          <div key={figure.key} className="flex gap-2">
            <dt className="text-white/70">{figure.label}</dt>
            <dd className="font-semibold">{eventFigureText(stats, figure)}</dd>
          </div>
        ))}
      </dl>
      <ol className="grid flex-1 grid-cols-3 gap-4">
        {leaders.map((player) => (
          <li key={`${player.name}-${player.team}`} className="rounded-xl bg-ink-950/90 px-5 py-3 text-xl">
            <p className="truncate font-semibold">{player.name}</p>
            <p className="text-base text-white/70">
              {player.team} · {playerLeaderLine(player, stats.kind)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
