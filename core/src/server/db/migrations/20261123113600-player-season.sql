-- Waitlist and event check-in on entries, match check-in, the no-show setting and the viewer's time zone.

-- migrate:up
alter table "tournament_registrations" drop constraint if exists "tournament_registrations_status_check";
alter table "tournament_registrations" add constraint "tournament_registrations_status_check" check ("status" in ('registered', 'invited', 'withdrawn', 'waitlisted', 'dropped'));
alter table "tournament_registrations" add "checked_in_at" timestamptz null;

alter table "tournaments" add "auto_forfeit" boolean not null default true;
alter table "tournaments" add "event_check_in" boolean not null default false;

alter table "user_settings" add "time_zone" varchar(64) null;
alter table "users" add "discord_username" varchar(40) null;

create table "match_check_ins" ("id" uuid not null, "match_id" uuid not null, "team_id" uuid not null, "checked_in_by_id" uuid null, "checked_in_at" timestamptz not null, primary key ("id"));
alter table "match_check_ins" add constraint "match_check_ins_match_id_team_id_unique" unique ("match_id", "team_id");
alter table "match_check_ins" add constraint "match_check_ins_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;
alter table "match_check_ins" add constraint "match_check_ins_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "match_check_ins" add constraint "match_check_ins_checked_in_by_id_foreign" foreign key ("checked_in_by_id") references "users" ("id") on delete set null;

-- migrate:down
drop table if exists "match_check_ins" cascade;
alter table "user_settings" drop column "time_zone";
alter table "users" drop column "discord_username";
alter table "tournaments" drop column "auto_forfeit", drop column "event_check_in";
alter table "tournament_registrations" drop column "checked_in_at";
alter table "tournament_registrations" drop constraint if exists "tournament_registrations_status_check";
alter table "tournament_registrations" add constraint "tournament_registrations_status_check" check ("status" in ('registered', 'invited', 'withdrawn'));
