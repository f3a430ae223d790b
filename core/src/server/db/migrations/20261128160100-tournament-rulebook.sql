-- The organiser's own rulebook in Markdown (at most 20,000 characters, bounded by the contract); null
-- while the event shows the rulebook generated from its settings, and again after a reset.

-- migrate:up
alter table "tournaments" add "rulebook" text null;

-- migrate:down
alter table "tournaments" drop column "rulebook";
