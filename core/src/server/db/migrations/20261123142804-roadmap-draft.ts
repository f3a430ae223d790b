import { Migration } from '@mikro-orm/migrations';

/** Phases kept one at a time with "Save Phase" survive a reload before the whole roadmap is saved. */
export class Migration20261123142804_roadmap_draft extends Migration {
  override name = 'Migration20261123142804_roadmap_draft';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tournaments" add column "roadmap_draft" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tournaments" drop column "roadmap_draft";`);
  }
}
