-- Battle-royale check-in per lobby map (issue 28): each squad checks in from 30 minutes before the map
-- until its time; at its time the squads missing are no-shows (0 for the map) or flagged to the organiser.

-- migrate:up
create table "br_lobby_check_ins" ("id" uuid not null, "lobby_match_id" uuid not null, "team_id" uuid not null, "checked_in_by_id" uuid null, "checked_in_at" timestamptz not null, primary key ("id"));
alter table "br_lobby_check_ins" add constraint "br_lobby_check_ins_lobby_match_id_team_id_unique" unique ("lobby_match_id", "team_id");
alter table "br_lobby_check_ins" add constraint "br_lobby_check_ins_lobby_match_id_foreign" foreign key ("lobby_match_id") references "br_lobby_matches" ("id") on delete cascade;
alter table "br_lobby_check_ins" add constraint "br_lobby_check_ins_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "br_lobby_check_ins" add constraint "br_lobby_check_ins_checked_in_by_id_foreign" foreign key ("checked_in_by_id") references "users" ("id") on delete set null;
alter table "br_lobby_matches" add "check_in_close" jsonb null;

-- migrate:down
alter table "br_lobby_matches" drop column "check_in_close";
drop table if exists "br_lobby_check_ins" cascade;
