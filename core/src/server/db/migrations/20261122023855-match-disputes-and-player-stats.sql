-- migrate:up
create table "match_player_stats" ("id" uuid not null, "match_id" uuid not null, "team_id" uuid not null, "user_id" uuid not null, "kills" int not null default 0, "deaths" int not null default 0, "offense" int not null default 0, "defense" int not null default 0, "army" int not null default 0, "attack" int not null default 0, primary key ("id"));
create index "match_player_stats_user_id_index" on "match_player_stats" ("user_id");
alter table "match_player_stats" add constraint "match_player_stats_match_id_user_id_unique" unique ("match_id", "user_id");

alter table "matches" add "dispute" jsonb null;

alter table "match_player_stats" add constraint "match_player_stats_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;
alter table "match_player_stats" add constraint "match_player_stats_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "match_player_stats" add constraint "match_player_stats_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;

-- migrate:down
drop table if exists "match_player_stats" cascade;

alter table "matches" drop column "dispute";
