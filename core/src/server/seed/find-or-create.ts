import type { EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Rows with a natural key (a Discord id, a game account) may outlive the demo tournaments; reusing
 * them lets the seed run again on a database whose tournaments were removed, instead of failing on a
 * unique constraint.
 */
export async function findOrCreate<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<NoInfer<T>>,
  data: RequiredEntityData<T>,
): Promise<T> {
  return (await em.findOne(entity, where)) ?? em.create(entity, data);
}
