import {
  type Bracket,
  type BracketMatch,
  createDoubleElimination,
  createGroupStage,
  createSingleElimination,
  createSwiss,
  groupStandings,
  playOut,
  swissStandings,
  toBracketView,
} from '@galaxia/core';
import type { GroupTable } from '../../components/ui/bracket/bracket-drawing.tsx';
import type { StandingsRow } from '../../components/ui/bracket/standings-table.tsx';

/** The demo's field: eight invented teams, best seed first. */
export const DEMO_TEAMS = [
  'Nebula Ninjas',
  'Quasar Kings',
  'Orbit Outlaws',
  'Pulsar Phantoms',
  'Comet Crushers',
  'Meteor Mavericks',
  'Zenith Zealots',
  'Eclipse Empire',
] as const;

const ids = DEMO_TEAMS.map((_, i) => `team-${i + 1}`);
const names = Object.fromEntries(DEMO_TEAMS.map((name, i) => [`team-${i + 1}`, name]));

/** FNV-1a: the same match and seed always give the same score, so the page is stable across renders. */
const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
};

/** Best-of-three results; the better seed wins about two times in three. */
const scorer = (seed: number) => (match: BracketMatch) => {
  const roll = hash(`${seed}:${match.id}`);
  const a = ids.indexOf(match.teamA ?? '');
  const b = ids.indexOf(match.teamB ?? '');
  const favouriteIsA = a < b;
  const upset = roll % 3 === 0;
  const aWins = favouriteIsA !== upset;
  const loserScore = (roll >>> 3) % 2;
  return aWins ? { scoreA: 2, scoreB: loserScore } : { scoreA: loserScore, scoreB: 2 };
};

export interface DemoBracket {
  bracket: Bracket;
  groups: GroupTable[] | null;
  swissStandings: StandingsRow[] | null;
}

const withNames = <T extends { teamId: string }>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, teamName: names[row.teamId] ?? row.teamId }));

/** Every format the engines make, played out in the browser. */
export function demoBrackets(seed: number): Record<Bracket['format'], DemoBracket> {
  const score = scorer(seed);
  const groupStage = playOut(createGroupStage(ids, { groups: 2 }), score);
  const swiss = playOut(createSwiss(ids), score);
  return {
    'single-elimination': {
      bracket: toBracketView(playOut(createSingleElimination(ids, { thirdPlace: true }), score), names),
      groups: null,
      swissStandings: null,
    },
    'double-elimination': {
      bracket: toBracketView(playOut(createDoubleElimination(ids, { grandFinalReset: true }), score), names),
      groups: null,
      swissStandings: null,
    },
    'group-stage': {
      bracket: toBracketView(groupStage, names),
      groups: groupStandings(groupStage).map((group) => ({ ...group, rows: withNames(group.rows) })),
      swissStandings: null,
    },
    swiss: {
      bracket: toBracketView(swiss, names),
      groups: null,
      swissStandings: withNames(swissStandings(swiss)),
    },
  };
}
