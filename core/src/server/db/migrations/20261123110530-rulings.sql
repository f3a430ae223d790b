-- migrate:up
create table "rulings" ("id" uuid not null, "tournament_id" uuid not null, "match_id" uuid null, "match_name" varchar(80) null, "team_id" uuid null, "team_name" varchar(80) null, "organiser_id" uuid null, "organiser_name" varchar(100) not null, "kind" text check ("kind" in ('settle', 'correct', 'forfeit', 'double-forfeit', 'disqualify', 'reopen')) not null, "reason" varchar(500) not null, "before" jsonb null, "after" jsonb null, "undone" jsonb not null, "at" timestamptz not null, primary key ("id"));
create index "rulings_tournament_id_at_index" on "rulings" ("tournament_id", "at");
alter table "rulings" add constraint "rulings_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "rulings" add constraint "rulings_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete set null;
alter table "rulings" add constraint "rulings_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete set null;
alter table "rulings" add constraint "rulings_organiser_id_foreign" foreign key ("organiser_id") references "users" ("id") on delete set null;

alter table "tournament_registrations" add "disqualified_at" timestamptz null, add "disqualification_reason" varchar(500) null;

-- migrate:down
drop table if exists "rulings" cascade;
alter table "tournament_registrations" drop column "disqualified_at", drop column "disqualification_reason";
