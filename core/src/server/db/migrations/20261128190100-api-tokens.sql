-- Personal API tokens: scripts and bots call the API as their owner with `Authorization: Bearer`. Only a
-- SHA-256 of each token is stored.

-- migrate:up
create table "api_tokens" ("id" uuid not null, "user_id" uuid not null, "name" varchar(60) not null, "scope" text check ("scope" in ('read', 'write')) not null, "token_hash" varchar(64) not null, "hint" varchar(20) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));
alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");
create index "api_tokens_user_id_revoked_at_index" on "api_tokens" ("user_id", "revoked_at");
alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;

-- migrate:down
drop table if exists "api_tokens" cascade;
