import { type EventStatistics, formatRupees } from '@galaxia/core';
import { lazy, Suspense } from 'react';
import { useEventStatsQuery } from '../../app/event-api.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { EventQueryPage } from './event-section-layout.tsx';

// recharts is large: only this chart pulls it in, after the tiles and tables are on screen.
const TrendsChart = lazy(() => import('./trends-chart.tsx'));

const number = new Intl.NumberFormat('en-IN');

export const StatsPage = () => (
  <EventQueryPage title="Statistics" useQuery={useEventStatsQuery}>
    {(stats) => <StatsView stats={stats} />}
  </EventQueryPage>
);

function StatsView({ stats }: { stats: EventStatistics }) {
  const tiles = [
    { label: 'Total matches', value: number.format(stats.totalMatches) },
    { label: 'Completed', value: number.format(stats.completedMatches) },
    { label: 'Total kills', value: number.format(stats.totalKills) },
    { label: 'Avg match duration', value: `${stats.averageMatchDuration} min` },
    { label: 'Teams', value: number.format(stats.participatingTeams) },
    { label: 'Prize pool', value: formatRupees(stats.totalPrizePool) },
  ];
  const countsDeaths = !stats.battleRoyaleTeams;
  return (
    <div className="flex flex-col gap-10">
      <section aria-label="Summary">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-xl border border-white/10 bg-ink-900/80 p-4">
              <dt className="text-xs uppercase tracking-wider text-slate-400">{tile.label}</dt>
              <dd className="mt-1 whitespace-nowrap font-display text-xl font-bold sm:text-3xl">
                {tile.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="top-teams"
          className="overflow-x-auto rounded-xl border border-white/10 bg-ink-900/80"
        >
          <h2 id="top-teams" className="px-5 pt-4 font-display text-xl font-bold">
            Top teams
          </h2>
          {stats.battleRoyaleTeams ? (
            <BattleRoyaleTeamsTable rows={stats.battleRoyaleTeams} />
          ) : stats.teams.length ? (
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-wider text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-2 sm:px-5">
                    #
                  </th>
                  <th scope="col" className="py-2">
                    Team
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    W
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    L
                  </th>
                  <th scope="col" className="px-3 py-2 sm:px-5 text-right">
                    Win rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.teams.map((team) => (
                  <tr key={team.name} className="border-t border-white/10">
                    <td className="px-3 py-2 sm:px-5 text-slate-400">{team.rank}</td>
                    <th scope="row" className="py-2 font-semibold">
                      <span className="flex items-center gap-2">
                        <span className="hidden sm:inline-flex">
                          <TeamLogo
                            name={team.name}
                            logo={team.logo || null}
                            className="size-7 text-[10px]"
                          />
                        </span>
                        <span className="truncate">{team.name}</span>
                      </span>
                    </th>
                    <td className="px-2 py-2 text-right">{team.wins}</td>
                    <td className="px-2 py-2 text-right">{team.losses}</td>
                    <td className="px-3 py-2 sm:px-5 text-right font-semibold">{team.winRate}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="px-5 pb-5 pt-2 text-sm text-slate-400">No completed matches yet.</p>
          )}
        </section>

        <section
          aria-labelledby="top-fraggers"
          className="overflow-x-auto rounded-xl border border-white/10 bg-ink-900/80"
        >
          <h2 id="top-fraggers" className="px-5 pt-4 font-display text-xl font-bold">
            Top fraggers
          </h2>
          {stats.players.length ? (
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-wider text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-2 sm:px-5">
                    #
                  </th>
                  <th scope="col" className="py-2">
                    Player
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    Kills
                  </th>
                  {/* Battle-royale results record kills only: no deaths, so no K/D either. */}
                  {countsDeaths ? (
                    <>
                      <th scope="col" className="px-2 py-2 text-right">
                        Deaths
                      </th>
                      <th scope="col" className="px-3 py-2 sm:px-5 text-right">
                        K/D
                      </th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {stats.players.map((player) => (
                  <tr key={`${player.name}-${player.team}`} className="border-t border-white/10">
                    <td className="px-3 py-2 sm:px-5 text-slate-400">{player.rank}</td>
                    <th scope="row" className="py-2">
                      <span className="block font-semibold">{player.name}</span>
                      <span className="block text-xs font-normal text-slate-400">{player.team}</span>
                    </th>
                    <td
                      className={
                        countsDeaths ? 'px-2 py-2 text-right' : 'px-3 py-2 sm:px-5 text-right font-semibold'
                      }
                    >
                      {player.kills}
                    </td>
                    {countsDeaths ? (
                      <>
                        <td className="px-2 py-2 text-right">{player.deaths}</td>
                        <td className="px-3 py-2 sm:px-5 text-right font-semibold">{player.kd.toFixed(2)}</td>
                      </>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="px-5 pb-5 pt-2 text-sm text-slate-400">No player results yet.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="trends-title" className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
        <h2 id="trends-title" className="font-display text-xl font-bold">
          Trends
        </h2>
        <p className="text-sm text-slate-400">Matches completed per day and the average winning margin.</p>
        {stats.trends.length ? (
          <Suspense fallback={<Skeleton className="mt-4 h-72" />}>
            <TrendsChart points={stats.trends} />
          </Suspense>
        ) : (
          <div className="mt-4">
            <EmptyState title="No results yet" text="The chart fills in as matches are completed." />
          </div>
        )}
      </section>
    </div>
  );
}

/** Battle-royale events rank teams by points over every lobby match, with their WWCDs and kills. */
function BattleRoyaleTeamsTable({ rows }: { rows: NonNullable<EventStatistics['battleRoyaleTeams']> }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="text-xs uppercase tracking-wider text-slate-400">
        <tr>
          <th scope="col" className="px-3 py-2 sm:px-5">
            #
          </th>
          <th scope="col" className="py-2">
            Team
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            <abbr title="Matches won (winner winner chicken dinner)" className="no-underline">
              WWCD
            </abbr>
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Kills
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            <abbr title="Average placement" className="no-underline">
              Avg place
            </abbr>
          </th>
          <th scope="col" className="px-3 py-2 text-right sm:px-5">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((team) => (
          <tr key={team.name} className="border-t border-white/10">
            <td className="px-3 py-2 text-slate-400 sm:px-5">{team.rank}</td>
            <th scope="row" className="max-w-[9rem] truncate py-2 font-semibold">
              {team.name}
            </th>
            <td className="px-2 py-2 text-right">{team.wwcd}</td>
            <td className="px-2 py-2 text-right">{team.kills}</td>
            <td className="px-2 py-2 text-right">{team.averagePlacement ?? '–'}</td>
            <td className="px-3 py-2 text-right font-semibold sm:px-5">{team.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
