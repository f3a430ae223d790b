import { defineEntity, p } from '@mikro-orm/core';
import { PHASE_NAME_MAX_LENGTH } from '../../../contracts/roadmap.ts';
import type { VetoSettingsPayload } from '../../../contracts/veto.ts';
import type { PointsTable } from '../../../domain/battle-royale/points-table.ts';
import type { Tiebreak } from '../../../domain/brackets/tiebreaks.ts';
import { uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';

/** A phase of the roadmap, stored as the organiser built it; its matches hang off it once started. */
export const Phase = defineEntity({
  name: 'Phase',
  tableName: 'phases',
  uniques: [{ properties: ['tournament', 'position'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    position: p.integer(),
    name: p.string().length(PHASE_NAME_MAX_LENGTH),
    format: p.string().length(40),
    invitedTeams: p.integer().default(0),
    participatingTeams: p.integer().default(0),
    /** [phase index, division index] pairs feeding this phase. */
    qualifiedTeams: p.json<[number, number][]>(),
    /** Teams each division sends on, one number per division. */
    qualifyingTeams: p.json<number[]>(),
    /** Groups of a group stage; lobbies of a battle-royale phase. */
    numberOfGroups: p.integer().nullable(),
    /** Battle Royale: matches (maps) each lobby plays. */
    matchesPerLobby: p.integer().nullable(),
    /** Battle Royale: the organiser's points table; null plays the game's preset. */
    pointsTable: p.json<PointsTable>().nullable(),
    /** Group Stage and Swiss tiebreak order as the organiser set it; null: the format's default. */
    tiebreaks: p.json<Tiebreak[]>().nullable(),
    /** Best-of per round key as the organiser set it; rounds left out play the rulebook's default. */
    bestOf: p.json<Record<string, 1 | 3 | 5 | 7>>().nullable(),
    /** The phase's own map pool and veto sequences; null follows the tournament's. */
    vetoSettings: p.json<VetoSettingsPayload>().nullable(),
    /** Single Elimination: a third-place match between the semi-final losers. */
    thirdPlace: p.boolean().default(false),
    /** Double Elimination: a second grand final when the lower-bracket team wins the first. */
    grandFinalReset: p.boolean().default(false),
    isFinal: p.boolean().default(false),
    /** A phase fed by qualifiers starts once they are known; false waits for the organiser to start it. */
    autoStart: p.boolean().default(true),
    status: p.enum(['not_started', 'active', 'completed']).default('not_started'),
    /** Team ids in seed order once the organiser seeds the phase. */
    seeds: p.json<string[]>().nullable(),
    startedAt: p.datetime().nullable(),
    /** Started by the close of the phases feeding it, not by an organiser. */
    startedAutomatically: p.boolean().default(false),
    completedAt: p.datetime().nullable(),
  },
});
