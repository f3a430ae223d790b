import type { RegistrationWindow as WindowDto } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RegistrationWindow } from '../../../db/entities/index.ts';

type WindowRow = InferEntity<typeof RegistrationWindow>;

export const registrationWindowOf = (row: WindowRow): WindowDto => ({
  startDate: row.startDate,
  endDate: row.endDate,
  startTime: row.startTime,
  endTime: row.endTime,
});

export async function loadRegistration(em: EntityManager, tournamentId: string): Promise<WindowDto[]> {
  const rows = await em.find(
    RegistrationWindow,
    { tournament: tournamentId },
    { orderBy: { position: 'asc' } },
  );
  return rows.map(registrationWindowOf);
}
