-- The organiser now publishes explicitly: 'configured' (every step filled in) becomes 'published', since
-- such tournaments were already public on their publish date; archiving and the publication time are new.

-- migrate:up
alter table "tournaments" drop constraint if exists "tournaments_lifecycle_check";
update "tournaments" set "lifecycle" = 'published' where "lifecycle" = 'configured';
alter table "tournaments" add constraint "tournaments_lifecycle_check" check ("lifecycle" in ('draft', 'published', 'completed'));
alter table "tournaments" add column "published_at" timestamptz null, add column "archived_at" timestamptz null;
update "tournaments" set "published_at" = "updated_at" where "lifecycle" <> 'draft';

-- migrate:down
alter table "tournaments" drop column "published_at", drop column "archived_at";
alter table "tournaments" drop constraint if exists "tournaments_lifecycle_check";
update "tournaments" set "lifecycle" = 'configured' where "lifecycle" = 'published';
alter table "tournaments" add constraint "tournaments_lifecycle_check" check ("lifecycle" in ('draft', 'configured', 'completed'));
