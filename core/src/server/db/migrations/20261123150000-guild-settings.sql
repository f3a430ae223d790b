-- Per-server Discord setup: announcement, match-threads and log channels, participant and captain roles.

-- migrate:up
create table if not exists "guild_settings" ("guild_id" varchar(32) not null, "announcement_channel_id" varchar(32) null, "match_threads_channel_id" varchar(32) null, "log_channel_id" varchar(32) null, "participant_role_id" varchar(32) null, "captain_role_id" varchar(32) null, "updated_at" timestamptz not null, primary key ("guild_id"));

-- migrate:down
drop table if exists "guild_settings";
