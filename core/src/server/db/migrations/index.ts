import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122015522_initial_schema as M0 } from './20261122015522-initial-schema.ts';
import { Migration20261122020510_tournament_editing_columns as M1 } from './20261122020510-tournament-editing-columns.ts';
import { Migration20261122023759_contact_enquiries as M2 } from './20261122023759-contact-enquiries.ts';
import { Migration20261122023855_match_disputes_and_player_stats as M3 } from './20261122023855-match-disputes-and-player-stats.ts';
import { Migration20261123110500_notifications as M4 } from './20261123110500-notifications.ts';
import { Migration20261123110530_rulings as M5 } from './20261123110530-rulings.ts';
import { Migration20261123110638_email_google_accounts as M6 } from './20261123110638-email-google-accounts.ts';
import { Migration20261123111125_battle_royale_lobbies as M7 } from './20261123111125-battle-royale-lobbies.ts';
import { Migration20261123113522_phase_tiebreaks as M8 } from './20261123113522-phase-tiebreaks.ts';
import { Migration20261123113600_player_season as M9 } from './20261123113600-player-season.ts';
import { Migration20261123114500_stream_live_lock_viewers as M10 } from './20261123114500-stream-live-lock-viewers.ts';
import { Migration20261123124634_tournament_lifecycle as M11 } from './20261123124634-tournament-lifecycle.ts';
import { Migration20261123142000_platform_staff as M12 } from './20261123142000-platform-staff.ts';
import { Migration20261123142001_tournament_invitations as M13 } from './20261123142001-tournament-invitations.ts';
import { Migration20261123142804_roadmap_draft as M14 } from './20261123142804-roadmap-draft.ts';
import { Migration20261123143000_match_threads as M15 } from './20261123143000-match-threads.ts';
import { Migration20261123143000_uploaded_files_owner_index as M16 } from './20261123143000-uploaded-files-owner-index.ts';
import { Migration20261123143500_series_best_of as M17 } from './20261123143500-series-best-of.ts';
import { Migration20261123144421_read_path_indexes as M18 } from './20261123144421-read-path-indexes.ts';
import { Migration20261123150000_guild_settings as M19 } from './20261123150000-guild-settings.ts';
import { Migration20261123150004_bracket_extras as M20 } from './20261123150004-bracket-extras.ts';
import { Migration20261123161000_match_threads_keys as M21 } from './20261123161000-match-threads-keys.ts';
import { Migration20261123161500_notification_mail as M22 } from './20261123161500-notification-mail.ts';
import { Migration20261126190300_disqualified_entries_index as M23 } from './20261126190300-disqualified-entries-index.ts';
import { Migration20261126190400_job_outbox_idempotency as M24 } from './20261126190400-job-outbox-idempotency.ts';

/** Listed explicitly (not globbed) so the same list runs from source, from tests and inside the image. */
export const migrationsList: MigrationObject[] = [
  { name: '20261122015522-initial-schema', class: M0 },
  { name: '20261122020510-tournament-editing-columns', class: M1 },
  { name: '20261122023759-contact-enquiries', class: M2 },
  { name: '20261122023855-match-disputes-and-player-stats', class: M3 },
  { name: '20261123110500-notifications', class: M4 },
  { name: '20261123110530-rulings', class: M5 },
  { name: '20261123110638-email-google-accounts', class: M6 },
  { name: '20261123111125-battle-royale-lobbies', class: M7 },
  { name: '20261123113522-phase-tiebreaks', class: M8 },
  { name: '20261123113600-player-season', class: M9 },
  { name: '20261123114500-stream-live-lock-viewers', class: M10 },
  { name: '20261123124634-tournament-lifecycle', class: M11 },
  { name: '20261123142000-platform-staff', class: M12 },
  { name: '20261123142001-tournament-invitations', class: M13 },
  { name: '20261123142804-roadmap-draft', class: M14 },
  { name: '20261123143000-match-threads', class: M15 },
  { name: '20261123143000-uploaded-files-owner-index', class: M16 },
  { name: '20261123143500-series-best-of', class: M17 },
  { name: '20261123144421-read-path-indexes', class: M18 },
  { name: '20261123150000-guild-settings', class: M19 },
  { name: '20261123150004-bracket-extras', class: M20 },
  { name: '20261123161000-match-threads-keys', class: M21 },
  { name: '20261123161500-notification-mail', class: M22 },
  { name: '20261126190300-disqualified-entries-index', class: M23 },
  { name: '20261126190400-job-outbox-idempotency', class: M24 },
];
