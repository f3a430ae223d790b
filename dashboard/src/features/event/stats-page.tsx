import {
  type EventStatistics,
  eventFigureText,
  formatRupees,
  type PlayerFigure,
  playerFigureText,
  statisticsOfKind,
} from '@galaxia/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useEventStatsQuery } from '../../app/event-api.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Abbr, type Column, DataTable, rankColumn, teamColumn } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { EventQueryPage } from './event-section-layout.tsx';

// recharts is large: only this chart pulls it in, after the tiles and tables are on screen.
const TrendsChart = lazy(() => import('./trends-chart.tsx'));

const number = new Intl.NumberFormat('en-IN');

export const StatsPage = () => (
  <EventQueryPage title="Statistics" useQuery={useEventStatsQuery}>
    {(stats) => <StatsView stats={stats} />}
  </EventQueryPage>
);

/** A ranking's card: named by its heading, the table scrolling sideways on narrow screens. */
function TableCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="overflow-x-auto rounded-xl border border-white/10 bg-ink-900/80">
      <h2 id={id} className="px-5 pt-4 font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatsView({ stats }: { stats: EventStatistics }) {
  const hydrated = useHydrated();
  const game = statisticsOfKind(stats.kind);
  const tiles = [
    { label: 'Total matches', value: number.format(stats.totalMatches) },
    { label: 'Completed', value: number.format(stats.completedMatches) },
    {
      label: game.totalLabel,
      value: number.format(stats[game.totalKey]),
    },
    ...game.eventFigures.map((figure) => ({ label: figure.label, value: eventFigureText(stats, figure) })),
    { label: 'Avg time to result', value: `${stats.averageMatchDuration} min` },
    { label: 'Teams', value: number.format(stats.participatingTeams) },
    { label: 'Prize pool', value: formatRupees(stats.totalPrizePool) },
  ];
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
        <TableCard title="Top teams">
          {stats.battleRoyaleTeams ? (
            <DataTable
              className="mt-2"
              columns={ROYALE_COLUMNS}
              rows={stats.battleRoyaleTeams}
              rowKey={(team) => team.name}
            />
          ) : stats.teams.length ? (
            <DataTable
              className="mt-2"
              columns={TEAM_COLUMNS}
              rows={stats.teams}
              rowKey={(team) => team.name}
            />
          ) : (
            <p className="px-5 pb-5 pt-2 text-sm text-slate-400">No completed matches yet.</p>
          )}
        </TableCard>

        <TableCard title={game.playersTitle}>
          {stats.players.length ? (
            <DataTable
              className="mt-2"
              columns={playerColumns(game.playerFigures)}
              rows={stats.players}
              rowKey={(player) => `${player.name}-${player.team}`}
            />
          ) : (
            <p className="px-5 pb-5 pt-2 text-sm text-slate-400">No player results yet.</p>
          )}
        </TableCard>
      </div>

      {stats.maps ? <MapTables maps={stats.maps} /> : null}

      <TitledSection title="Trends" size="md" className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
        <p className="text-sm text-slate-400">Matches completed per day and the average winning margin.</p>
        {stats.trends.length ? (
          // The chart's code loads in the browser only: the server draws its placeholder, and so does the
          // hydration, so React never gives up on a boundary the server could not finish (error #419).
          hydrated ? (
            <Suspense fallback={<Skeleton className="mt-4 h-72" />}>
              <TrendsChart points={stats.trends} />
            </Suspense>
          ) : (
            <Skeleton className="mt-4 h-72" />
          )
        ) : (
          <div className="mt-4">
            <EmptyState title="No results yet" text="The chart fills in as matches are completed." />
          </div>
        )}
      </TitledSection>
    </div>
  );
}

type MapStats = NonNullable<EventStatistics['maps']>;
type MapRow = MapStats['table'][number];
type TeamMapRow = MapStats['teams'][number];

const MAP_COLUMNS: Column<MapRow>[] = [
  { key: 'map', header: 'Map', className: 'px-3 py-2 sm:px-5', rowHeader: true, cell: (row) => row.name },
  { key: 'picks', header: 'Picks', className: 'px-2 py-2 text-right', cell: (row) => row.picks },
  { key: 'bans', header: 'Bans', className: 'px-2 py-2 text-right', cell: (row) => row.bans },
  { key: 'deciders', header: 'Decider', className: 'px-2 py-2 text-right', cell: (row) => row.deciders },
  { key: 'played', header: 'Played', className: 'px-3 py-2 text-right sm:px-5', cell: (row) => row.played },
];

const TEAM_MAP_COLUMNS: Column<TeamMapRow>[] = [
  {
    key: 'team',
    header: 'Team',
    className: 'px-3 py-2 sm:px-5',
    rowHeader: true,
    cell: (row) => row.teamName,
  },
  { key: 'map', header: 'Map', className: 'px-2 py-2', cell: (row) => row.name },
  {
    key: 'record',
    header: 'W–L',
    className: 'px-2 py-2 text-right',
    cell: (row) => `${row.won}–${row.played - row.won}`,
  },
  {
    key: 'rate',
    header: 'Win rate',
    className: 'px-3 py-2 text-right sm:px-5',
    cellClassName: 'font-semibold',
    cell: (row) => `${Math.round((100 * row.won) / row.played)}%`,
  },
];

/** Valorant and CODM: which maps the event picked and banned, and how each team fares on each map. */
function MapTables({ maps }: { maps: MapStats }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TableCard title="Map picks and bans">
        {maps.table.length ? (
          <DataTable className="mt-2" columns={MAP_COLUMNS} rows={maps.table} rowKey={(row) => row.map} />
        ) : (
          <p className="px-5 pb-5 pt-2 text-sm text-slate-400">No map vetoes yet.</p>
        )}
      </TableCard>
      <TableCard title="Win rate per map">
        {maps.teams.length ? (
          <DataTable
            className="mt-2"
            columns={TEAM_MAP_COLUMNS}
            rows={maps.teams}
            rowKey={(row) => `${row.teamId}-${row.map}`}
          />
        ) : (
          <p className="px-5 pb-5 pt-2 text-sm text-slate-400">No games played on a vetoed map yet.</p>
        )}
      </TableCard>
    </div>
  );
}

type TeamRow = EventStatistics['teams'][number];
type PlayerRow = EventStatistics['players'][number];
type RoyaleRow = NonNullable<EventStatistics['battleRoyaleTeams']>[number];

/** A figure column; `long` spells out an abbreviated heading. */
const figureColumn = <Row,>(header: string, cell: (row: Row) => ReactNode, long?: string): Column<Row> => ({
  key: header,
  header: long ? <Abbr title={long}>{header}</Abbr> : header,
  className: 'px-2 py-2 text-right',
  cell,
});
/** The figure the table is ranked by, last and in bold. */
const rankedByColumn = <Row,>(header: string, cell: (row: Row) => ReactNode): Column<Row> => ({
  key: header,
  header,
  className: 'px-3 py-2 text-right sm:px-5',
  cellClassName: 'font-semibold',
  cell,
});

const TEAM_COLUMNS: Column<TeamRow>[] = [
  rankColumn('px-3 py-2 sm:px-5'),
  teamColumn((team) => team, { logo: 'size-7 text-[10px]' }),
  figureColumn('W', (team) => team.wins),
  figureColumn('L', (team) => team.losses),
  rankedByColumn('Win rate', (team) => `${team.winRate}%`),
];

/** The player table of a game: its own figures from the core's description, the last one ranking it. */
const playerColumns = (figures: readonly PlayerFigure[]): Column<PlayerRow>[] => [
  rankColumn('px-3 py-2 sm:px-5'),
  {
    key: 'player',
    header: 'Player',
    className: 'py-2',
    rowHeader: true,
    cell: (player) => (
      <>
        <span className="block font-semibold">{player.name}</span>
        <span className="block text-xs font-normal text-slate-400">{player.team}</span>
      </>
    ),
  },
  ...figures.map((figure, index) =>
    index === figures.length - 1
      ? rankedByColumn<PlayerRow>(figure.label, (player) => playerFigureText(player, figure))
      : figureColumn<PlayerRow>(figure.label, (player) => playerFigureText(player, figure), figure.long),
  ),
];

/** Battle-royale events rank teams by points over every lobby match, with their WWCDs and kills. */
const ROYALE_COLUMNS: Column<RoyaleRow>[] = [
  rankColumn('px-3 py-2 sm:px-5'),
  {
    key: 'team',
    header: 'Team',
    className: 'py-2',
    cellClassName: 'max-w-[9rem] truncate font-semibold',
    rowHeader: true,
    cell: (team) => team.name,
  },
  figureColumn('WWCD', (team) => team.wwcd, 'Matches won (winner winner chicken dinner)'),
  figureColumn('Kills', (team) => team.kills),
  figureColumn('Avg place', (team) => team.averagePlacement ?? '–', 'Average placement'),
  rankedByColumn('Points', (team) => team.total),
];
