import { Migration } from '@mikro-orm/migrations';

/** Email + password and Google sign-in: a person may now exist without a Discord account. */
export class Migration20261123110638_email_google_accounts extends Migration {
  override name = 'Migration20261123110638_email_google_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_tokens" ("id" uuid not null, "user_id" uuid not null, "purpose" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "users" add "email" varchar(254) null, add "email_verified_at" timestamptz null, add "password_hash" varchar(255) null, add "google_subject" varchar(255) null;`,
    );
    this.addSql(`alter table "users" alter column "discord_id" drop not null;`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_google_subject_unique" unique ("google_subject");`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_tokens" cascade;`);
    this.addSql(`alter table "users" drop constraint "users_email_unique";`);
    this.addSql(`alter table "users" drop constraint "users_google_subject_unique";`);
    this.addSql(
      `alter table "users" drop column "email", drop column "email_verified_at", drop column "password_hash", drop column "google_subject";`,
    );
    this.addSql(`alter table "users" alter column "discord_id" set not null;`);
  }
}
