import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122015522_initial_schema as M0 } from './20261122015522-initial-schema.ts';
import { Migration20261122020510_tournament_editing_columns as M1 } from './20261122020510-tournament-editing-columns.ts';

/** Listed explicitly (not globbed) so the same list runs from source, from tests and inside the image. */
export const migrationsList: MigrationObject[] = [
  { name: '20261122015522-initial-schema', class: M0 },
  { name: '20261122020510-tournament-editing-columns', class: M1 },
];
