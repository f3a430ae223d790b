-- A group stage's or Swiss stage's tiebreak order; null keeps the format's default.

-- migrate:up
alter table "phases" add "tiebreaks" jsonb null;

-- migrate:down
alter table "phases" drop column "tiebreaks";
