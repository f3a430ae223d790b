-- Map veto (Valorant, CODM): a tournament's pool and sequences, a phase's override, each match's veto,
-- and the organiser's reset of a veto as a ruling.

-- migrate:up
create table "match_vetoes" ("id" uuid not null, "match_id" uuid not null, "pool" jsonb not null, "steps" jsonb not null, "first_side" varchar(1) not null, "actions" jsonb not null, "step_seconds" int not null, "opened_at" timestamptz not null, "step_started_at" timestamptz not null, "version" int not null default 1, primary key ("id"));
alter table "match_vetoes" add constraint "match_vetoes_match_id_unique" unique ("match_id");

alter table "tournaments" add "veto_settings" jsonb null;

alter table "phases" add "veto_settings" jsonb null;

alter table "rulings" drop constraint "rulings_kind_check";
alter table "rulings" add constraint "rulings_kind_check" check ("kind" in ('settle', 'correct', 'forfeit', 'double-forfeit', 'disqualify', 'reopen', 'dispute', 'lobby-flag', 'veto-reset'));

alter table "match_vetoes" add constraint "match_vetoes_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;

-- migrate:down
drop table if exists "match_vetoes" cascade;

alter table "phases" drop column "veto_settings";

alter table "rulings" drop constraint "rulings_kind_check";
alter table "rulings" add constraint "rulings_kind_check" check ("kind" in ('settle', 'correct', 'forfeit', 'double-forfeit', 'disqualify', 'reopen', 'dispute', 'lobby-flag'));

alter table "tournaments" drop column "veto_settings";
