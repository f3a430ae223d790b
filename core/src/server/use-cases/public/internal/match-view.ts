import type { Match, MatchTeamSummary } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Match as MatchEntity, StreamClaim } from '../../../db/entities/index.ts';
import { loadMatchRounds } from '../../competition/internal/match-round.ts';
import { toMatchState } from '../../competition/internal/match-state.ts';
import { fileUrlOrNull } from '../../game-accounts/internal/file-url.ts';
import type { PhaseRow } from '../../tournaments/internal/stored-roadmap.ts';

export type MatchRow = InferEntity<typeof MatchEntity>;
export type StreamClaimRow = InferEntity<typeof StreamClaim>;
type TeamRef = { id: string; name: string; logo?: { id: string } | null | undefined };

export const teamSummary = (team: TeamRef | null | undefined): MatchTeamSummary | null =>
  team ? { id: team.id, name: team.name, logo: fileUrlOrNull(team.logo) } : null;

/** Display ids of the matches whose results decide this match's teams. */
const dependsOnIds = (row: MatchRow): string[] =>
  row.dependsOn.flatMap((source) => (source.type === 'match' ? [source.matchId] : []));

/** A round's label: see loadMatchRounds, the one rule for it. */
export type RoundLabel = (row: MatchRow) => string;

export async function loadRoundLabels(em: EntityManager, phases: readonly PhaseRow[]): Promise<RoundLabel> {
  const roundOf = await loadMatchRounds(em, phases);
  return (row) => roundOf(row).name;
}

/** Stream claims of the matches, with their streamers, by match id. */
export async function loadClaims(
  em: EntityManager,
  matchIds: readonly string[],
): Promise<Map<string, StreamClaimRow>> {
  if (matchIds.length === 0) return new Map();
  const claims = await em.find(StreamClaim, { match: { $in: [...matchIds] } }, { populate: ['streamer'] });
  return new Map(claims.map((claim) => [claim.match.id, claim]));
}

/** Everything of the Match contract but the teams, from a row whose phase is loaded. */
export const matchFields = (row: MatchRow, round: RoundLabel, claim: StreamClaimRow | undefined) => {
  const { teamA: _teamA, teamB: _teamB, ...state } = toMatchState(row, claim ?? null);
  return {
    id: row.id,
    displayId: row.displayId,
    name: row.name,
    phaseName: row.phase.name,
    round: round(row),
    dependsOn: dependsOnIds(row),
    ...state,
  } satisfies Omit<Match, 'teamA' | 'teamB'> & { displayId: string; name: string; phaseName: string };
};

/** BYEs and unneeded grand-final resets were never played: public lists leave them out. */
export const PLAYED_OR_TO_PLAY = { bracketStatus: { $nin: ['bye', 'void'] } };
