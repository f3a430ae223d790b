-- migrate:up
create table "match_threads" ("match_id" uuid not null, "guild_id" varchar(32) not null, "thread_id" varchar(32) null, "card_message_id" varchar(32) null, "status" varchar(20) not null, "seen" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "match_threads_pkey" primary key ("match_id"));
alter table "match_threads" add constraint "match_threads_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;
create index "match_threads_thread_id_index" on "match_threads" ("thread_id");

-- migrate:down
drop table if exists "match_threads";
