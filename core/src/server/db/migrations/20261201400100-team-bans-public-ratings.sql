-- Community bans of teams: a team barred from every tournament of a server, with a reason and an optional end.
-- And whether a community shows its players' ratings on their public pages (off until its organisers say so).

-- migrate:up
create table "community_team_bans" ("id" uuid not null, "server_id" varchar(32) not null, "team_id" uuid not null, "reason" varchar(500) not null, "show_reason" boolean not null default false, "expires_at" timestamptz null, "banned_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));
create index "community_team_bans_team_id_index" on "community_team_bans" ("team_id");
alter table "community_team_bans" add constraint "community_team_bans_server_id_team_id_unique" unique ("server_id", "team_id");

alter table "community_team_bans" add constraint "community_team_bans_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;
alter table "community_team_bans" add constraint "community_team_bans_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "community_team_bans" add constraint "community_team_bans_banned_by_id_foreign" foreign key ("banned_by_id") references "users" ("id") on delete set null;

alter table "communities" add column "show_ratings" boolean not null default false;

-- migrate:down
alter table "communities" drop column if exists "show_ratings";
drop table if exists "community_team_bans" cascade;
