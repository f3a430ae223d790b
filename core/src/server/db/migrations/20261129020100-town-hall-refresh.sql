-- When the workers last read the Town Hall levels of a Clash of Clans tournament's rostered players from
-- the official API (in the hour before registration closes); null until then.

-- migrate:up
alter table "tournaments" add "town_halls_refreshed_at" timestamptz null;

-- migrate:down
alter table "tournaments" drop column "town_halls_refreshed_at";
