import { Migration } from '@mikro-orm/migrations';

export class Migration20261123114500_stream_live_lock_viewers extends Migration {
  override name = 'Migration20261123114500_stream_live_lock_viewers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "stream_claims" alter column "viewer_count" drop default;`);
    this.addSql(`alter table "stream_claims" alter column "viewer_count" drop not null;`);
    // Counts were never read from a platform before: a stored 0 meant "unknown", which is now null.
    this.addSql(`update "stream_claims" set "viewer_count" = null where "viewer_count" = 0;`);
    this.addSql(
      `alter table "stream_claims" add column "viewer_count_at" timestamptz null, add column "live_at" timestamptz null, add column "locked_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "stream_claims" drop column "viewer_count_at", drop column "live_at", drop column "locked_at";`,
    );
    this.addSql(`update "stream_claims" set "viewer_count" = 0 where "viewer_count" is null;`);
    this.addSql(`alter table "stream_claims" alter column "viewer_count" set not null;`);
    this.addSql(`alter table "stream_claims" alter column "viewer_count" set default 0;`);
  }
}
