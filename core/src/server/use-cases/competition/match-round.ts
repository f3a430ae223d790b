import {
  bracketKindFor,
  phaseFormatSchema,
  type RoundWindow,
  roundPlan,
  roundTimeWindow,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarRound, type Phase } from '../../db/entities/index.ts';

type PhaseRow = InferEntity<typeof Phase>;

export interface MatchRound {
  name: string;
  /** When the calendar dates the round; null when it does not. */
  window: RoundWindow | null;
}

/**
 * The calendar round a match belongs to. Rounds saved with the engine's round key are found by it;
 * older ones by position, since the calendar lists a phase's rounds in the engine's play order.
 */
export async function matchRound(em: EntityManager, phase: PhaseRow, roundKey: string): Promise<MatchRound> {
  const format = phaseFormatSchema.parse(phase.format);
  const planned = roundPlan(bracketKindFor(format), phase.seeds?.length ?? 0, {
    ...(phase.numberOfGroups ? { groups: phase.numberOfGroups } : {}),
  });
  const position = planned.findIndex((round) => round.key === roundKey);
  const rounds = await em.find(CalendarRound, { phase: phase.id }, { orderBy: { position: 'asc' } });
  const round = rounds.find((candidate) => candidate.roundKey === roundKey) ?? rounds[position];
  return {
    name: round?.roundName ?? planned[position]?.name ?? roundKey,
    window: round ? roundTimeWindow(round) : null,
  };
}
