-- migrate:up
alter table "stream_claims" alter column "viewer_count" drop default;
alter table "stream_claims" alter column "viewer_count" drop not null;
-- Counts were never read from a platform before: a stored 0 meant "unknown", which is now null.
update "stream_claims" set "viewer_count" = null where "viewer_count" = 0;
alter table "stream_claims" add column "viewer_count_at" timestamptz null, add column "live_at" timestamptz null, add column "locked_at" timestamptz null;

-- migrate:down
alter table "stream_claims" drop column "viewer_count_at", drop column "live_at", drop column "locked_at";
update "stream_claims" set "viewer_count" = 0 where "viewer_count" is null;
alter table "stream_claims" alter column "viewer_count" set not null;
alter table "stream_claims" alter column "viewer_count" set default 0;
