-- A per-tournament counter of public changes, bumped in the transaction of each write: every public read
-- and live update carries it, so a page never replaces newer data with older.

-- migrate:up
create table "tournament_data_versions" ("tournament_id" uuid not null, "version" int not null, primary key ("tournament_id"));

-- migrate:down
drop table if exists "tournament_data_versions" cascade;
