-- migrate:up
create table "tournament_invitations" ("id" uuid not null, "tournament_id" uuid not null, "team_id" uuid not null, "invited_by_id" uuid null, "status" text check ("status" in ('pending', 'accepted', 'declined')) not null, "answered_by_id" uuid null, "answered_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));
alter table "tournament_invitations" add constraint "tournament_invitations_tournament_id_team_id_unique" unique ("tournament_id", "team_id");
create index "tournament_invitations_team_id_status_index" on "tournament_invitations" ("team_id", "status");
alter table "tournament_invitations" add constraint "tournament_invitations_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "tournament_invitations" add constraint "tournament_invitations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;
alter table "tournament_invitations" add constraint "tournament_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;
alter table "tournament_invitations" add constraint "tournament_invitations_answered_by_id_foreign" foreign key ("answered_by_id") references "users" ("id") on delete set null;
alter table "game_accounts" add column "reviewed_for_id" uuid null;
alter table "game_accounts" add constraint "game_accounts_reviewed_for_id_foreign" foreign key ("reviewed_for_id") references "tournaments" ("id") on delete set null;

-- migrate:down
alter table "game_accounts" drop constraint "game_accounts_reviewed_for_id_foreign";
alter table "game_accounts" drop column "reviewed_for_id";
drop table if exists "tournament_invitations" cascade;
