-- Email + password and Google sign-in: a person may now exist without a Discord account.

-- migrate:up
create table "account_tokens" ("id" uuid not null, "user_id" uuid not null, "purpose" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));
create index "account_tokens_user_id_index" on "account_tokens" ("user_id");
alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");
alter table "users" add "email" varchar(254) null, add "email_verified_at" timestamptz null, add "password_hash" varchar(255) null, add "google_subject" varchar(255) null;
alter table "users" alter column "discord_id" drop not null;
alter table "users" add constraint "users_email_unique" unique ("email");
alter table "users" add constraint "users_google_subject_unique" unique ("google_subject");
alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;
alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password'));

-- migrate:down
drop table if exists "account_tokens" cascade;
alter table "users" drop constraint "users_email_unique";
alter table "users" drop constraint "users_google_subject_unique";
alter table "users" drop column "email", drop column "email_verified_at", drop column "password_hash", drop column "google_subject";
alter table "users" alter column "discord_id" set not null;
