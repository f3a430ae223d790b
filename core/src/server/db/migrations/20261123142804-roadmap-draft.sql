-- Phases kept one at a time with "Save Phase" survive a reload before the whole roadmap is saved.

-- migrate:up
alter table "tournaments" add column "roadmap_draft" jsonb null;

-- migrate:down
alter table "tournaments" drop column "roadmap_draft";
