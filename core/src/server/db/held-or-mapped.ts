import { type EntityDictionary, type EntityName, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A row read with plain SQL as an entity of this transaction. One the transaction already holds stays
 * as it is, unsaved changes included, as a find would leave it; any other is mapped from the row.
 */
export function heldOrMapped<T extends object>(
  em: EntityManager,
  entityName: EntityName<T>,
  row: EntityDictionary<T> & { id: string },
): T {
  const held = em.getUnitOfWork().getById<T>(entityName, row.id as never);
  // A bare reference (the phase of a loaded match) is only an id: the row fills it in.
  return held && wrap(held).isInitialized() ? held : em.map(entityName, row);
}
