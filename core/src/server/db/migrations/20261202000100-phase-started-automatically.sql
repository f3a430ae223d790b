-- Whether a phase was started by the close of the phases feeding it rather than by an organiser: the
-- announcement, the log and the consistency check all say which.

-- migrate:up
alter table "phases" add column "started_automatically" boolean not null default false;

-- migrate:down
alter table "phases" drop column "started_automatically";
