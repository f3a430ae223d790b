import { Migration } from '@mikro-orm/migrations';

/** A group stage's or Swiss stage's tiebreak order; null keeps the format's default. */
export class Migration20261123113522_phase_tiebreaks extends Migration {
  override name = 'Migration20261123113522_phase_tiebreaks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "phases" add "tiebreaks" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "phases" drop column "tiebreaks";`);
  }
}
