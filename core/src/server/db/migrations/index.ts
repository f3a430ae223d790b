import type { MigrationObject } from '@mikro-orm/core';
import { sqlMigration } from './sql-migration.ts';

/**
 * In the order they run. Listed explicitly (not globbed) so the same list runs from source, from tests
 * and inside the image, and a stray file is never run.
 */
export const migrationNames = [
  '20261122015522-initial-schema',
  '20261122020510-tournament-editing-columns',
  '20261122023759-contact-enquiries',
  '20261122023855-match-disputes-and-player-stats',
  '20261123110500-notifications',
  '20261123110530-rulings',
  '20261123110638-email-google-accounts',
  '20261123111125-battle-royale-lobbies',
  '20261123113522-phase-tiebreaks',
  '20261123113600-player-season',
  '20261123114500-stream-live-lock-viewers',
  '20261123124634-tournament-lifecycle',
  '20261123142000-platform-staff',
  '20261123142001-tournament-invitations',
  '20261123142804-roadmap-draft',
  '20261123143000-match-threads',
  '20261123143000-uploaded-files-owner-index',
  '20261123143500-series-best-of',
  '20261123144421-read-path-indexes',
  '20261123150000-guild-settings',
  '20261123150004-bracket-extras',
  '20261123161000-match-threads-keys',
  '20261123161500-notification-mail',
  '20261126190300-disqualified-entries-index',
  '20261126190400-job-outbox-idempotency',
  '20261128100100-email-verified-ownership',
  '20261128100300-entry-verification',
  '20261128100400-tournament-substitutes',
  '20261128100600-phase-auto-start',
  '20261128100700-ruling-kinds-dispute-lobby-flag',
  '20261128100800-game-account-town-hall',
  '20261128110100-tournament-data-versions',
  '20261128140100-verification-contests',
  '20261128160100-tournament-rulebook',
  '20261128190100-api-tokens',
  '20261129020100-town-hall-refresh',
  '20261129030100-image-alt-text',
  '20261129040100-webhooks',
  '20261129060100-match-vetoes',
  '20261129070100-communities',
  '20261129070200-circuit-points',
  '20261129070300-community-staff',
  '20261129070400-community-bans',
  '20261130020100-match-thread-veto-message',
  '20261130030100-community-ratings',
  '20261201100100-lobby-check-ins',
  '20261201300100-match-thread-veto-opens-line',
  '20261201400100-team-bans-public-ratings',
];

export const migrationsList: MigrationObject[] = migrationNames.map(sqlMigration);
