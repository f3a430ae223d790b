-- A verified Clash of Clans account keeps the Town Hall level the official API gave, so a roster can be
-- checked against the tournament's Town Hall breakdown.

-- migrate:up
alter table "game_accounts" add column "town_hall_level" smallint null;

-- migrate:down
alter table "game_accounts" drop column "town_hall_level";
