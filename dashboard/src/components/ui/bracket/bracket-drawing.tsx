import type { Bracket, BracketRound, Tiebreak } from '@galaxia/core';
import {
  type BracketDimensions,
  DEFAULT_BRACKET_DIMENSIONS,
  doubleEliminationSections,
} from './bracket-layout.ts';
import { EliminationTree } from './elimination-tree.tsx';
import type { BracketStyle } from './match-box.tsx';
import { RoundColumns } from './round-columns.tsx';
import { type StandingsRow, StandingsTable } from './standings-table.tsx';

export interface GroupTable {
  group: number;
  name: string;
  rows: StandingsRow[];
}

/** Group matches carry their group in the engine's id: `ga-md1-2` is group A. */
const roundsOfGroup = (rounds: readonly BracketRound[], groupName: string): BracketRound[] => {
  const letter = groupName.replace(/^Group\s+/i, '').toLowerCase();
  return rounds
    .map((round) => ({
      ...round,
      matches: round.matches.filter((match) => match.id.startsWith(`g${letter}-`)),
    }))
    .filter((round) => round.matches.length > 0);
};

/** Any bracket the engines make, drawn for its format. */
export function BracketDrawing({
  bracket,
  title,
  groups,
  swissStandings,
  tiebreaks,
  matchHref,
  style = 'classic',
  dimensions = DEFAULT_BRACKET_DIMENSIONS,
}: {
  bracket: Bracket;
  title: string;
  groups?: readonly GroupTable[] | null;
  swissStandings?: readonly StandingsRow[] | null;
  /** The order the standings were ranked by, shown with them. */
  tiebreaks?: readonly Tiebreak[];
  matchHref?: (matchId: string) => string | undefined;
  style?: BracketStyle;
  dimensions?: BracketDimensions;
}) {
  switch (bracket.format) {
    case 'single-elimination':
      return (
        <EliminationTree
          rounds={bracket.rounds}
          matchHref={matchHref}
          style={style}
          dimensions={dimensions}
          label={title}
        />
      );
    case 'double-elimination':
      return (
        <div className="flex flex-col gap-8">
          {doubleEliminationSections(bracket.rounds).map((section) => (
            <section key={section.id} aria-label={`${title}: ${section.title}`}>
              <h3 className="mb-3 font-display text-lg font-bold text-slate-200">{section.title}</h3>
              <EliminationTree
                rounds={section.rounds}
                matchHref={matchHref}
                style={style}
                dimensions={dimensions}
                label={`${title}: ${section.title}`}
              />
            </section>
          ))}
        </div>
      );
    case 'group-stage':
      return (
        <div className="flex flex-col gap-10">
          {groups?.length ? (
            groups.map((group) => (
              <section
                key={group.group}
                aria-label={`${title}: ${group.name}`}
                className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_auto]"
              >
                <StandingsTable title={group.name} rows={group.rows} tiebreaks={tiebreaks} />
                <RoundColumns
                  rounds={roundsOfGroup(bracket.rounds, group.name)}
                  matchHref={matchHref}
                  style={style}
                  label={`${group.name} matches`}
                />
              </section>
            ))
          ) : (
            <RoundColumns rounds={bracket.rounds} matchHref={matchHref} style={style} label={title} />
          )}
        </div>
      );
    case 'swiss':
      return (
        <div className="flex flex-col gap-6">
          <RoundColumns
            rounds={bracket.rounds}
            matchHref={matchHref}
            style={style}
            label={`${title} rounds`}
          />
          {swissStandings?.length ? (
            <StandingsTable title="Standings" rows={swissStandings} tiebreaks={tiebreaks} />
          ) : null}
        </div>
      );
  }
}
