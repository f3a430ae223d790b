-- migrate:up
create table "br_lobbies" ("id" uuid not null, "tournament_id" uuid not null, "phase_id" uuid not null, "position" int not null, "name" varchar(20) not null, "teams" jsonb not null, primary key ("id"));
create index "br_lobbies_tournament_id_index" on "br_lobbies" ("tournament_id");
alter table "br_lobbies" add constraint "br_lobbies_phase_id_position_unique" unique ("phase_id", "position");

create table "tournament_results_admins" ("id" uuid not null, "tournament_id" uuid not null, "user_id" uuid not null, "granted_at" timestamptz not null, primary key ("id"));
alter table "tournament_results_admins" add constraint "tournament_results_admins_tournament_id_user_id_unique" unique ("tournament_id", "user_id");

create table "br_lobby_matches" ("id" uuid not null, "tournament_id" uuid not null, "phase_id" uuid not null, "lobby_id" uuid not null, "number" int not null, "scheduled_time" timestamptz null, "room_id" varchar(40) null, "room_password" varchar(40) null, "room_notified_at" timestamptz null, "status" text not null default 'upcoming', "results_entered_at" timestamptz null, "results_entered_by_id" uuid null, "screenshot_id" uuid null, "flag" jsonb null, "flag_settled_at" timestamptz null, "version" int not null default 1, primary key ("id"));
create index "br_lobby_matches_tournament_id_index" on "br_lobby_matches" ("tournament_id");
create index "br_lobby_matches_phase_id_index" on "br_lobby_matches" ("phase_id");
alter table "br_lobby_matches" add constraint "br_lobby_matches_lobby_id_number_unique" unique ("lobby_id", "number");

create table "br_lobby_results" ("id" uuid not null, "tournament_id" uuid not null, "phase_id" uuid not null, "lobby_match_id" uuid not null, "team_id" uuid not null, "placement" int not null, "kills" int not null, "player_kills" jsonb not null, primary key ("id"));
create index "br_lobby_results_tournament_id_index" on "br_lobby_results" ("tournament_id");
create index "br_lobby_results_team_id_index" on "br_lobby_results" ("team_id");
alter table "br_lobby_results" add constraint "br_lobby_results_lobby_match_id_team_id_unique" unique ("lobby_match_id", "team_id");
alter table "br_lobby_results" add constraint "br_lobby_results_lobby_match_id_placement_unique" unique ("lobby_match_id", "placement");

alter table "phases" add "matches_per_lobby" int null, add "points_table" jsonb null;

alter table "br_lobbies" add constraint "br_lobbies_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "br_lobbies" add constraint "br_lobbies_phase_id_foreign" foreign key ("phase_id") references "phases" ("id") on delete cascade;

alter table "tournament_results_admins" add constraint "tournament_results_admins_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "tournament_results_admins" add constraint "tournament_results_admins_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;

alter table "br_lobby_matches" add constraint "br_lobby_matches_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "br_lobby_matches" add constraint "br_lobby_matches_phase_id_foreign" foreign key ("phase_id") references "phases" ("id") on delete cascade;
alter table "br_lobby_matches" add constraint "br_lobby_matches_lobby_id_foreign" foreign key ("lobby_id") references "br_lobbies" ("id") on delete cascade;
alter table "br_lobby_matches" add constraint "br_lobby_matches_results_entered_by_id_foreign" foreign key ("results_entered_by_id") references "users" ("id") on delete set null;
alter table "br_lobby_matches" add constraint "br_lobby_matches_screenshot_id_foreign" foreign key ("screenshot_id") references "uploaded_files" ("id") on delete set null;
alter table "br_lobby_matches" add constraint "br_lobby_matches_status_check" check ("status" in ('upcoming', 'completed'));

alter table "br_lobby_results" add constraint "br_lobby_results_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "br_lobby_results" add constraint "br_lobby_results_phase_id_foreign" foreign key ("phase_id") references "phases" ("id") on delete cascade;
alter table "br_lobby_results" add constraint "br_lobby_results_lobby_match_id_foreign" foreign key ("lobby_match_id") references "br_lobby_matches" ("id") on delete cascade;
alter table "br_lobby_results" add constraint "br_lobby_results_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;

-- migrate:down
alter table "br_lobby_matches" drop constraint "br_lobby_matches_lobby_id_foreign";
alter table "br_lobby_results" drop constraint "br_lobby_results_lobby_match_id_foreign";

drop table if exists "br_lobbies" cascade;
drop table if exists "tournament_results_admins" cascade;
drop table if exists "br_lobby_matches" cascade;
drop table if exists "br_lobby_results" cascade;

alter table "phases" drop column "matches_per_lobby", drop column "points_table";
