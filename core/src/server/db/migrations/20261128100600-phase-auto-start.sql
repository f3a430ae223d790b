-- How a phase fed by qualifiers starts: automatically once they are known (the default), or when the organiser starts it.

-- migrate:up
alter table "phases" add column "auto_start" boolean not null default true;

-- migrate:down
alter table "phases" drop column "auto_start";
