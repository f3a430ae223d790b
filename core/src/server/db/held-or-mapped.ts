import { type EntityDictionary, type EntityName, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A row read with plain SQL as an entity of this transaction. One the transaction already holds keeps
 * its unsaved changes and takes the row's values for everything else: it may have been loaded with only
 * some fields (a Discord command reads a match's id and tournament first), and the row, read after its
 * lock, is what the move must check. Any other is mapped from the row.
 */
export function heldOrMapped<T extends object>(
  em: EntityManager,
  entityName: EntityName<T>,
  row: EntityDictionary<T> & { id: string },
): T {
  const held = em.getUnitOfWork().getById<T>(entityName, row.id as never);
  // A bare reference (the phase of a loaded match) is only an id: the row fills it in.
  if (!held || !wrap(held).isInitialized()) return em.map(entityName, row);
  const data = em.getDriver().mapResult(row, em.getMetadata().get(entityName)) as EntityDictionary<T>;
  return em
    .getEntityFactory()
    .create(entityName, data, { merge: true, convertCustomTypes: true, initialized: true });
}
