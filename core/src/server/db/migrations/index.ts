import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122015522_initial_schema as M0 } from './20261122015522-initial-schema.ts';

/** Listed explicitly (not globbed) so the same list runs from source, from tests and inside the image. */
export const migrationsList: MigrationObject[] = [{ name: '20261122015522-initial-schema', class: M0 }];
