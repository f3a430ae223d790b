import { Migration } from '@mikro-orm/migrations';

/** Best-of per round on a phase; the games of a match's series. Null keeps the rulebook and a bare score. */
export class Migration20261123143500_series_best_of extends Migration {
  override name = 'Migration20261123143500_series_best_of';

  override up(): void | Promise<void> {
    this.addSql(`alter table "phases" add "best_of" jsonb null;`);
    this.addSql(`alter table "matches" add "games" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "matches" drop column "games";`);
    this.addSql(`alter table "phases" drop column "best_of";`);
  }
}
