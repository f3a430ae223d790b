-- Circuit points per series: what each final placing earns on the community's leaderboard.

-- migrate:up
create table "community_series" ("id" uuid not null, "server_id" varchar(32) not null, "name" varchar(120) not null, "points_table" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));
alter table "community_series" add constraint "community_series_server_id_name_unique" unique ("server_id", "name");

alter table "community_series" add constraint "community_series_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;

-- migrate:down
drop table if exists "community_series" cascade;
