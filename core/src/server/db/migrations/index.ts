import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122015522_initial_schema as M0 } from './20261122015522-initial-schema.ts';
import { Migration20261122020510_tournament_editing_columns as M1 } from './20261122020510-tournament-editing-columns.ts';
import { Migration20261122023759_contact_enquiries as M2 } from './20261122023759-contact-enquiries.ts';
import { Migration20261122023855_match_disputes_and_player_stats as M3 } from './20261122023855-match-disputes-and-player-stats.ts';
import { Migration20261123110500_notifications as M4 } from './20261123110500-notifications.ts';
import { Migration20261123110530_rulings as M5 } from './20261123110530-rulings.ts';
import { Migration20261123120000_platform_staff as M6 } from './20261123120000-platform-staff.ts';
import { Migration20261123120001_tournament_invitations as M7 } from './20261123120001-tournament-invitations.ts';

/** Listed explicitly (not globbed) so the same list runs from source, from tests and inside the image. */
export const migrationsList: MigrationObject[] = [
  { name: '20261122015522-initial-schema', class: M0 },
  { name: '20261122020510-tournament-editing-columns', class: M1 },
  { name: '20261122023759-contact-enquiries', class: M2 },
  { name: '20261122023855-match-disputes-and-player-stats', class: M3 },
  { name: '20261123110500-notifications', class: M4 },
  { name: '20261123110530-rulings', class: M5 },
  { name: '20261123120000-platform-staff', class: M6 },
  { name: '20261123120001-tournament-invitations', class: M7 },
];
