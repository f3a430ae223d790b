-- What a picture says to people who cannot see it (at most 500 characters, bounded by the contract): a
-- poster, header or logo made from a design carries the design's text or the organiser's description;
-- null for an upload nobody described, which the pages name from the event instead.

-- migrate:up
alter table "uploaded_files" add "alt" varchar(500) null;

-- migrate:down
alter table "uploaded_files" drop column "alt";
