-- migrate:up
create table "discord_servers" ("id" varchar(32) not null, "name" varchar(100) not null, "icon" varchar(200) null, "notification_channel_id" varchar(32) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));

create table "users" ("id" uuid not null, "discord_id" varchar(32) not null, "name" varchar(100) not null, "avatar" varchar(500) null, "bio" varchar(500) null, "nationality" varchar(60) null, "is_demo" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));
alter table "users" add constraint "users_discord_id_unique" unique ("discord_id");

create table "uploaded_files" ("id" uuid not null, "owner_id" uuid null, "kind" text not null, "mime_type" varchar(100) not null, "size_bytes" int not null, "storage_name" varchar(100) not null, "original_name" varchar(255) null, "width" int null, "height" int null, "duration_seconds" double precision null, "created_at" timestamptz not null, primary key ("id"));
alter table "uploaded_files" add constraint "uploaded_files_storage_name_unique" unique ("storage_name");

create table "tournaments" ("id" uuid not null, "server_id" varchar(32) not null, "created_by_id" uuid null, "event_name" varchar(120) not null, "season_number" int not null, "game_id" varchar(20) not null, "publish_date" date not null, "format" int null, "prize_pool" varchar(60) null, "event_description" text null, "poster_id" uuid null, "header_id" uuid null, "logo_id" uuid null, "discord_link" varchar(200) null, "breakdown" jsonb null, "prize_split" jsonb null, "requires_verification" boolean not null default true, "lifecycle" text not null default 'draft', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));
create index "tournaments_server_id_index" on "tournaments" ("server_id");
create index "tournaments_publish_date_index" on "tournaments" ("publish_date");

create table "tournament_streamers" ("id" uuid not null, "tournament_id" uuid not null, "user_id" uuid not null, "granted_at" timestamptz not null, primary key ("id"));
alter table "tournament_streamers" add constraint "tournament_streamers_tournament_id_user_id_unique" unique ("tournament_id", "user_id");

create table "registration_windows" ("id" uuid not null, "tournament_id" uuid not null, "position" int not null, "start_date" date not null, "end_date" date not null, "start_time" varchar(5) not null, "end_time" varchar(5) not null, primary key ("id"));
alter table "registration_windows" add constraint "registration_windows_tournament_id_position_unique" unique ("tournament_id", "position");

create table "phases" ("id" uuid not null, "tournament_id" uuid not null, "position" int not null, "name" varchar(80) not null, "format" varchar(40) not null, "invited_teams" int not null default 0, "participating_teams" int not null default 0, "qualified_teams" jsonb not null, "qualifying_teams" jsonb not null, "number_of_groups" int null, "is_final" boolean not null default false, "status" text not null default 'not_started', "seeds" jsonb null, "started_at" timestamptz null, "completed_at" timestamptz null, primary key ("id"));
alter table "phases" add constraint "phases_tournament_id_position_unique" unique ("tournament_id", "position");

create table "calendar_rounds" ("id" uuid not null, "phase_id" uuid not null, "position" int not null, "round_name" varchar(80) not null, "start_date" date not null, "end_date" date not null, "start_time" varchar(5) not null, "end_time" varchar(5) not null, primary key ("id"));
alter table "calendar_rounds" add constraint "calendar_rounds_phase_id_position_unique" unique ("phase_id", "position");

create table "graphic_designs" ("id" uuid not null, "tournament_id" uuid not null, "section" varchar(40) not null, "document" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));
alter table "graphic_designs" add constraint "graphic_designs_tournament_id_section_unique" unique ("tournament_id", "section");

create table "teams" ("id" uuid not null, "name" varchar(60) not null, "game_id" varchar(20) not null, "logo_id" uuid null, "description" varchar(500) null, "region" varchar(60) null, "founded" int null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));

create table "tournament_registrations" ("id" uuid not null, "tournament_id" uuid not null, "team_id" uuid not null, "registered_by_id" uuid null, "status" text not null, "roster" jsonb not null, "registered_at" timestamptz not null, primary key ("id"));
alter table "tournament_registrations" add constraint "tournament_registrations_tournament_id_team_id_unique" unique ("tournament_id", "team_id");

create table "team_members" ("id" uuid not null, "team_id" uuid not null, "user_id" uuid not null, "role" text not null, "status" text not null default 'active', "position" varchar(40) null, "joined_at" timestamptz not null, primary key ("id"));
alter table "team_members" add constraint "team_members_team_id_user_id_unique" unique ("team_id", "user_id");

create table "matches" ("id" uuid not null, "tournament_id" uuid not null, "phase_id" uuid not null, "display_id" varchar(40) not null, "name" varchar(80) not null, "round_key" varchar(40) not null, "round" int not null, "side" varchar(20) not null, "group_index" int null, "position" int not null, "play_order" int not null, "depends_on" jsonb not null, "winner_to" jsonb null, "loser_to" jsonb null, "team_a_id" uuid null, "team_b_id" uuid null, "score_a" int null, "score_b" int null, "winner_id" uuid null, "loser_id" uuid null, "bracket_status" varchar(20) not null, "status" varchar(20) not null, "scheduled_time" timestamptz null, "completed_time" timestamptz null, "proposal" jsonb null, "report" jsonb null, "note" varchar(500) null, "version" int not null default 1, primary key ("id"));
create index "matches_tournament_id_status_index" on "matches" ("tournament_id", "status");
create index "matches_team_a_id_index" on "matches" ("team_a_id");
create index "matches_team_b_id_index" on "matches" ("team_b_id");
alter table "matches" add constraint "matches_phase_id_display_id_unique" unique ("phase_id", "display_id");

create table "stream_claims" ("id" uuid not null, "match_id" uuid not null, "streamer_id" uuid not null, "platform" varchar(20) not null, "url" varchar(300) not null, "viewer_count" int not null default 0, "claimed_at" timestamptz not null, primary key ("id"));
alter table "stream_claims" add constraint "stream_claims_match_id_unique" unique ("match_id");

create table "server_memberships" ("id" uuid not null, "user_id" uuid not null, "server_id" varchar(32) not null, "is_admin" boolean not null, "is_owner" boolean not null default false, "refreshed_at" timestamptz not null, primary key ("id"));
alter table "server_memberships" add constraint "server_memberships_user_id_server_id_unique" unique ("user_id", "server_id");

create table "game_accounts" ("id" uuid not null, "user_id" uuid not null, "game_id" varchar(20) not null, "in_game_id" varchar(40) not null, "in_game_name" varchar(60) null, "status" text not null, "method" text not null, "evidence_id" uuid null, "thumbnail_id" uuid null, "rejection_reason" varchar(300) null, "reviewed_by_id" uuid null, "verified_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));
create index "game_accounts_user_id_index" on "game_accounts" ("user_id");
alter table "game_accounts" add constraint "game_accounts_game_id_in_game_id_unique" unique ("game_id", "in_game_id");

create table "announcements" ("id" uuid not null, "tournament_id" uuid not null, "author_id" uuid null, "type" text not null, "title" varchar(120) not null, "content" text not null, "created_at" timestamptz not null, primary key ("id"));
create index "announcements_tournament_id_created_at_index" on "announcements" ("tournament_id", "created_at");

create table "user_settings" ("user_id" uuid not null, "email_notifications" boolean not null default true, "event_reminders" boolean not null default true, "team_invites" boolean not null default true, "profile_privacy" text not null default 'public', "preferred_games" jsonb not null, "updated_at" timestamptz not null, primary key ("user_id"));

alter table "uploaded_files" add constraint "uploaded_files_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;
alter table "uploaded_files" add constraint "uploaded_files_kind_check" check ("kind" in ('image', 'video'));

alter table "tournaments" add constraint "tournaments_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id");
alter table "tournaments" add constraint "tournaments_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;
alter table "tournaments" add constraint "tournaments_poster_id_foreign" foreign key ("poster_id") references "uploaded_files" ("id") on delete set null;
alter table "tournaments" add constraint "tournaments_header_id_foreign" foreign key ("header_id") references "uploaded_files" ("id") on delete set null;
alter table "tournaments" add constraint "tournaments_logo_id_foreign" foreign key ("logo_id") references "uploaded_files" ("id") on delete set null;
alter table "tournaments" add constraint "tournaments_lifecycle_check" check ("lifecycle" in ('draft', 'configured', 'completed'));

alter table "tournament_streamers" add constraint "tournament_streamers_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "tournament_streamers" add constraint "tournament_streamers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;

alter table "registration_windows" add constraint "registration_windows_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;

alter table "phases" add constraint "phases_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "phases" add constraint "phases_status_check" check ("status" in ('not_started', 'active', 'completed'));

alter table "calendar_rounds" add constraint "calendar_rounds_phase_id_foreign" foreign key ("phase_id") references "phases" ("id") on delete cascade;

alter table "graphic_designs" add constraint "graphic_designs_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;

alter table "teams" add constraint "teams_logo_id_foreign" foreign key ("logo_id") references "uploaded_files" ("id") on delete set null;
alter table "teams" add constraint "teams_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;

alter table "tournament_registrations" add constraint "tournament_registrations_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "tournament_registrations" add constraint "tournament_registrations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "tournament_registrations" add constraint "tournament_registrations_registered_by_id_foreign" foreign key ("registered_by_id") references "users" ("id") on delete set null;
alter table "tournament_registrations" add constraint "tournament_registrations_status_check" check ("status" in ('registered', 'invited', 'withdrawn'));

alter table "team_members" add constraint "team_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "team_members" add constraint "team_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;
alter table "team_members" add constraint "team_members_role_check" check ("role" in ('captain', 'member'));
alter table "team_members" add constraint "team_members_status_check" check ("status" in ('active', 'invited'));

alter table "matches" add constraint "matches_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "matches" add constraint "matches_phase_id_foreign" foreign key ("phase_id") references "phases" ("id") on delete cascade;
alter table "matches" add constraint "matches_team_a_id_foreign" foreign key ("team_a_id") references "teams" ("id") on delete set null;
alter table "matches" add constraint "matches_team_b_id_foreign" foreign key ("team_b_id") references "teams" ("id") on delete set null;
alter table "matches" add constraint "matches_winner_id_foreign" foreign key ("winner_id") references "teams" ("id") on delete set null;
alter table "matches" add constraint "matches_loser_id_foreign" foreign key ("loser_id") references "teams" ("id") on delete set null;

alter table "stream_claims" add constraint "stream_claims_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;
alter table "stream_claims" add constraint "stream_claims_streamer_id_foreign" foreign key ("streamer_id") references "users" ("id") on delete cascade;

alter table "server_memberships" add constraint "server_memberships_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;
alter table "server_memberships" add constraint "server_memberships_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;

alter table "game_accounts" add constraint "game_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;
alter table "game_accounts" add constraint "game_accounts_evidence_id_foreign" foreign key ("evidence_id") references "uploaded_files" ("id") on delete set null;
alter table "game_accounts" add constraint "game_accounts_thumbnail_id_foreign" foreign key ("thumbnail_id") references "uploaded_files" ("id") on delete set null;
alter table "game_accounts" add constraint "game_accounts_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;
alter table "game_accounts" add constraint "game_accounts_status_check" check ("status" in ('pending', 'verified', 'rejected'));
alter table "game_accounts" add constraint "game_accounts_method_check" check ("method" in ('coc_token', 'bgmi_video'));

alter table "announcements" add constraint "announcements_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "announcements" add constraint "announcements_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;
alter table "announcements" add constraint "announcements_type_check" check ("type" in ('important', 'warning', 'info'));

alter table "user_settings" add constraint "user_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;
alter table "user_settings" add constraint "user_settings_profile_privacy_check" check ("profile_privacy" in ('public', 'friends', 'private'));

-- migrate:down
alter table "tournaments" drop constraint "tournaments_server_id_foreign";
alter table "server_memberships" drop constraint "server_memberships_server_id_foreign";
alter table "uploaded_files" drop constraint "uploaded_files_owner_id_foreign";
alter table "tournaments" drop constraint "tournaments_created_by_id_foreign";
alter table "tournament_streamers" drop constraint "tournament_streamers_user_id_foreign";
alter table "teams" drop constraint "teams_created_by_id_foreign";
alter table "tournament_registrations" drop constraint "tournament_registrations_registered_by_id_foreign";
alter table "team_members" drop constraint "team_members_user_id_foreign";
alter table "stream_claims" drop constraint "stream_claims_streamer_id_foreign";
alter table "server_memberships" drop constraint "server_memberships_user_id_foreign";
alter table "game_accounts" drop constraint "game_accounts_user_id_foreign";
alter table "game_accounts" drop constraint "game_accounts_reviewed_by_id_foreign";
alter table "announcements" drop constraint "announcements_author_id_foreign";
alter table "user_settings" drop constraint "user_settings_user_id_foreign";
alter table "tournaments" drop constraint "tournaments_poster_id_foreign";
alter table "tournaments" drop constraint "tournaments_header_id_foreign";
alter table "tournaments" drop constraint "tournaments_logo_id_foreign";
alter table "teams" drop constraint "teams_logo_id_foreign";
alter table "game_accounts" drop constraint "game_accounts_evidence_id_foreign";
alter table "game_accounts" drop constraint "game_accounts_thumbnail_id_foreign";
alter table "tournament_streamers" drop constraint "tournament_streamers_tournament_id_foreign";
alter table "registration_windows" drop constraint "registration_windows_tournament_id_foreign";
alter table "phases" drop constraint "phases_tournament_id_foreign";
alter table "graphic_designs" drop constraint "graphic_designs_tournament_id_foreign";
alter table "tournament_registrations" drop constraint "tournament_registrations_tournament_id_foreign";
alter table "matches" drop constraint "matches_tournament_id_foreign";
alter table "announcements" drop constraint "announcements_tournament_id_foreign";
alter table "calendar_rounds" drop constraint "calendar_rounds_phase_id_foreign";
alter table "matches" drop constraint "matches_phase_id_foreign";
alter table "tournament_registrations" drop constraint "tournament_registrations_team_id_foreign";
alter table "team_members" drop constraint "team_members_team_id_foreign";
alter table "matches" drop constraint "matches_team_a_id_foreign";
alter table "matches" drop constraint "matches_team_b_id_foreign";
alter table "matches" drop constraint "matches_winner_id_foreign";
alter table "matches" drop constraint "matches_loser_id_foreign";
alter table "stream_claims" drop constraint "stream_claims_match_id_foreign";

drop table if exists "discord_servers" cascade;
drop table if exists "users" cascade;
drop table if exists "uploaded_files" cascade;
drop table if exists "tournaments" cascade;
drop table if exists "tournament_streamers" cascade;
drop table if exists "registration_windows" cascade;
drop table if exists "phases" cascade;
drop table if exists "calendar_rounds" cascade;
drop table if exists "graphic_designs" cascade;
drop table if exists "teams" cascade;
drop table if exists "tournament_registrations" cascade;
drop table if exists "team_members" cascade;
drop table if exists "matches" cascade;
drop table if exists "stream_claims" cascade;
drop table if exists "server_memberships" cascade;
drop table if exists "game_accounts" cascade;
drop table if exists "announcements" cascade;
drop table if exists "user_settings" cascade;
