import type { CalendarRound as RoundDto } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarRound } from '../../../db/entities/index.ts';

type RoundRow = InferEntity<typeof CalendarRound>;

const calendarRoundOf = (row: RoundRow): RoundDto => ({
  ...(row.roundKey ? { roundKey: row.roundKey } : {}),
  roundName: row.roundName,
  startDate: row.startDate,
  endDate: row.endDate,
  startTime: row.startTime,
  endTime: row.endTime,
});

/** A round's schedule as its columns hold it: no round key is null. */
export const roundColumns = (round: RoundDto) => ({
  roundKey: round.roundKey ?? null,
  roundName: round.roundName,
  startDate: round.startDate,
  endDate: round.endDate,
  startTime: round.startTime,
  endTime: round.endTime,
});

/** The saved rounds of each phase, in the order of `phaseIds`; a phase without rounds gets an empty list. */
export async function loadSavedRounds(em: EntityManager, phaseIds: readonly string[]): Promise<RoundDto[][]> {
  const rows =
    phaseIds.length === 0
      ? []
      : await em.find(CalendarRound, { phase: { $in: [...phaseIds] } }, { orderBy: { position: 'asc' } });
  const byPhase = Map.groupBy(rows, (row) => row.phase.id);
  return phaseIds.map((id) => (byPhase.get(id) ?? []).map(calendarRoundOf));
}
