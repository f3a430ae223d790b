import {
  bracketKindFor,
  type Match,
  type MatchTeamSummary,
  phaseFormatSchema,
  roundPlan,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarRound, type Match as MatchEntity, StreamClaim } from '../../db/entities/index.ts';
import { toMatchState } from '../competition/match-state.ts';
import { fileUrlOrNull } from '../game-accounts/file-url.ts';
import type { PhaseRow } from '../tournaments/stored-roadmap.ts';

export type MatchRow = InferEntity<typeof MatchEntity>;
export type StreamClaimRow = InferEntity<typeof StreamClaim>;
type TeamRef = { id: string; name: string; logo?: { id: string } | null | undefined };

export const teamSummary = (team: TeamRef | null | undefined): MatchTeamSummary | null =>
  team ? { id: team.id, name: team.name, logo: fileUrlOrNull(team.logo) } : null;

/** Display ids of the matches whose results decide this match's teams. */
export const dependsOnIds = (row: MatchRow): string[] =>
  row.dependsOn.flatMap((source) => (source.type === 'match' ? [source.matchId] : []));

/** A round's label: the organiser's calendar name, else the engine's round name, else the match's own. */
export type RoundLabel = (row: MatchRow) => string;

const plannedRoundNames = (phase: PhaseRow): Map<string, string> => {
  const format = phaseFormatSchema.safeParse(phase.format);
  const teams = phase.seeds?.length ?? 0;
  if (!format.success || teams < 2) return new Map();
  try {
    const rounds = roundPlan(bracketKindFor(format.data), teams, {
      ...(phase.numberOfGroups ? { groups: phase.numberOfGroups } : {}),
      grandFinalReset: true,
    });
    return new Map(rounds.map((round) => [round.key, round.name]));
  } catch {
    // A stored phase the engine would not plan (groups too many for its seeds) keeps the match names.
    return new Map();
  }
};

export async function loadRoundLabels(em: EntityManager, phases: readonly PhaseRow[]): Promise<RoundLabel> {
  const rows =
    phases.length === 0
      ? []
      : await em.find(
          CalendarRound,
          { phase: { $in: phases.map((phase) => phase.id) }, roundKey: { $ne: null } },
          { fields: ['phase', 'roundKey', 'roundName'] },
        );
  const named = new Map(rows.map((row) => [`${row.phase.id}|${row.roundKey}`, row.roundName]));
  const planned = new Map(phases.map((phase) => [phase.id, plannedRoundNames(phase)]));
  return (row) =>
    named.get(`${row.phase.id}|${row.roundKey}`) ?? planned.get(row.phase.id)?.get(row.roundKey) ?? row.name;
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
