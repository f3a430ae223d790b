import { Migration } from '@mikro-orm/migrations';

/** Per-server Discord setup: announcement, match-threads and log channels, participant and captain roles. */
export class Migration20261123150000_guild_settings extends Migration {
  override name = 'Migration20261123150000_guild_settings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table if not exists "guild_settings" ("guild_id" varchar(32) not null, "announcement_channel_id" varchar(32) null, "match_threads_channel_id" varchar(32) null, "log_channel_id" varchar(32) null, "participant_role_id" varchar(32) null, "captain_role_id" varchar(32) null, "updated_at" timestamptz not null, primary key ("guild_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "guild_settings";`);
  }
}
