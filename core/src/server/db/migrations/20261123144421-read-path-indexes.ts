import { Migration } from '@mikro-orm/migrations';

/**
 * The public read path at thousands of tournaments: a team's bare link (/teams/:id) finds its events
 * through its registrations instead of scanning them.
 */
export class Migration20261123144421_read_path_indexes extends Migration {
  override name = 'Migration20261123144421_read_path_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index if not exists "tournament_registrations_team_id_index" on "tournament_registrations" ("team_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tournament_registrations_team_id_index";`);
  }
}
