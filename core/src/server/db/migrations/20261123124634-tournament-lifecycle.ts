import { Migration } from '@mikro-orm/migrations';

/**
 * The organiser now publishes explicitly: 'configured' (every step filled in) becomes 'published', since
 * such tournaments were already public on their publish date; archiving and the publication time are new.
 */
export class Migration20261123124634_tournament_lifecycle extends Migration {
  override name = 'Migration20261123124634_tournament_lifecycle';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tournaments" drop constraint if exists "tournaments_lifecycle_check";`);
    this.addSql(`update "tournaments" set "lifecycle" = 'published' where "lifecycle" = 'configured';`);
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_lifecycle_check" check ("lifecycle" in ('draft', 'published', 'completed'));`,
    );
    this.addSql(
      `alter table "tournaments" add column "published_at" timestamptz null, add column "archived_at" timestamptz null;`,
    );
    this.addSql(`update "tournaments" set "published_at" = "updated_at" where "lifecycle" <> 'draft';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tournaments" drop column "published_at", drop column "archived_at";`);
    this.addSql(`alter table "tournaments" drop constraint if exists "tournaments_lifecycle_check";`);
    this.addSql(`update "tournaments" set "lifecycle" = 'configured' where "lifecycle" = 'published';`);
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_lifecycle_check" check ("lifecycle" in ('draft', 'configured', 'completed'));`,
    );
  }
}
