-- A team may apply while its players' verification videos wait for review: the entry holds its place
-- (or waitlist turn) without playing until every player is verified and accepted for this tournament.
-- A rejection gives the team until `verification_deadline` to send a new video or lose the place.
-- `verification_acceptances` records, per tournament, an organiser's decision on a player's account, so
-- a verification made for one tournament counts in another only once that one's organiser accepts it.

-- migrate:up
alter table "tournament_registrations" add column "awaiting_verification" boolean not null default false, add column "verification_deadline" timestamptz null;
create table "verification_acceptances" ("id" uuid not null, "tournament_id" uuid not null, "account_id" uuid not null, "verdict" text check ("verdict" in ('accepted', 'rejected')) not null, "reason" varchar(300) null, "decided_by_id" uuid null, "decided_at" timestamptz not null, primary key ("id"));
alter table "verification_acceptances" add constraint "verification_acceptances_tournament_id_account_id_unique" unique ("tournament_id", "account_id");
create index "verification_acceptances_account_id_index" on "verification_acceptances" ("account_id");
alter table "verification_acceptances" add constraint "verification_acceptances_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;
alter table "verification_acceptances" add constraint "verification_acceptances_account_id_foreign" foreign key ("account_id") references "game_accounts" ("id") on delete cascade;
alter table "verification_acceptances" add constraint "verification_acceptances_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;
insert into "verification_acceptances" ("id", "tournament_id", "account_id", "verdict", "decided_by_id", "decided_at") select gen_random_uuid(), "reviewed_for_id", "id", 'accepted', "reviewed_by_id", coalesce("verified_at", "updated_at") from "game_accounts" where "status" = 'verified' and "reviewed_for_id" is not null;

-- migrate:down
drop table if exists "verification_acceptances" cascade;
alter table "tournament_registrations" drop column "awaiting_verification", drop column "verification_deadline";
