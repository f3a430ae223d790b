import { Migration } from '@mikro-orm/migrations';

export class Migration20261123143000_match_threads extends Migration {
  override name = 'Migration20261123143000_match_threads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "match_threads" ("match_id" uuid not null, "guild_id" varchar(32) not null, "thread_id" varchar(32) null, "card_message_id" varchar(32) null, "status" varchar(20) not null, "seen" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "match_threads_pkey" primary key ("match_id"));`,
    );
    this.addSql(
      `alter table "match_threads" add constraint "match_threads_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;`,
    );
    this.addSql(`create index "match_threads_thread_id_index" on "match_threads" ("thread_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match_threads";`);
  }
}
