import { Migration } from '@mikro-orm/migrations';

/** Per phase: a third-place match (single elimination) and a grand-final reset (double elimination). */
export class Migration20261123150004_bracket_extras extends Migration {
  override name = 'Migration20261123150004_bracket_extras';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "phases" add column "third_place" boolean not null default false, add column "grand_final_reset" boolean not null default false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "phases" drop column "third_place", drop column "grand_final_reset";`);
  }
}
