-- Notifications get a mail copy once; those from before this change are not mailed after the fact.

-- migrate:up
alter table "notifications" add column "mailed_at" timestamptz null;
update "notifications" set "mailed_at" = "created_at";
create index "notifications_mailed_at_index" on "notifications" ("mailed_at");

-- migrate:down
drop index "notifications_mailed_at_index";
alter table "notifications" drop column "mailed_at";
