import { Migration } from '@mikro-orm/migrations';

/**
 * Every result asks whether the tournament has disqualified teams: the index answers from the few
 * marked entries instead of reading all of a large event's registrations.
 */
export class Migration20261126190300_disqualified_entries_index extends Migration {
  override name = 'Migration20261126190300_disqualified_entries_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "tournament_registrations_tournament_id_disqualified_at_index" on "tournament_registrations" ("tournament_id", "disqualified_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "tournament_registrations_tournament_id_disqualified_at_index";`);
  }
}
