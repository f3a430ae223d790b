-- Community bans: players barred from every tournament of a server, with a reason and an optional end.

-- migrate:up
create table "community_bans" ("id" uuid not null, "server_id" varchar(32) not null, "user_id" uuid not null, "reason" varchar(500) not null, "show_reason" boolean not null default false, "expires_at" timestamptz null, "banned_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));
create index "community_bans_user_id_index" on "community_bans" ("user_id");
alter table "community_bans" add constraint "community_bans_server_id_user_id_unique" unique ("server_id", "user_id");

alter table "community_bans" add constraint "community_bans_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;
alter table "community_bans" add constraint "community_bans_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;
alter table "community_bans" add constraint "community_bans_banned_by_id_foreign" foreign key ("banned_by_id") references "users" ("id") on delete set null;

-- migrate:down
drop table if exists "community_bans" cascade;
