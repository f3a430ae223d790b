-- Per phase: a third-place match (single elimination) and a grand-final reset (double elimination).

-- migrate:up
alter table "phases" add column "third_place" boolean not null default false, add column "grand_final_reset" boolean not null default false;

-- migrate:down
alter table "phases" drop column "third_place", drop column "grand_final_reset";
