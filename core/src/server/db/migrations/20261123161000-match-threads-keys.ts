import { Migration } from '@mikro-orm/migrations';

/** The match-thread row follows its match's key like every other owned row, and is found by thread id. */
export class Migration20261123161000_match_threads_keys extends Migration {
  override name = 'Migration20261123161000_match_threads_keys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "match_threads" drop constraint "match_threads_match_id_foreign";`);
    this.addSql(
      `alter table "match_threads" add constraint "match_threads_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "match_threads" drop constraint "match_threads_match_id_foreign";`);
    this.addSql(
      `alter table "match_threads" add constraint "match_threads_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;`,
    );
  }
}
