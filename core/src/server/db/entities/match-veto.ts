import { defineEntity, p } from '@mikro-orm/core';
import type { VetoAction, VetoStep } from '../../../contracts/veto.ts';
import { uuidPrimaryKey } from './columns.ts';
import { Match } from './match.ts';

/**
 * A match's map veto: the pool and the sequence frozen when it opened (a later edit of the tournament's
 * pool leaves a running veto alone), which side acts first, and the steps taken. One row per match; an
 * organiser's reset empties `actions`. `version` refuses a second write made from the same state.
 */
export const MatchVeto = defineEntity({
  name: 'MatchVeto',
  tableName: 'match_vetoes',
  uniques: [{ properties: ['match'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    pool: p.json<string[]>(),
    steps: p.json<VetoStep[]>(),
    firstSide: p.string().length(1),
    actions: p.json<VetoAction[]>(),
    stepSeconds: p.integer(),
    openedAt: p.datetime(),
    /** When the step now waiting began: its timer runs from here. */
    stepStartedAt: p.datetime(),
    version: p.integer().version(),
  },
});
