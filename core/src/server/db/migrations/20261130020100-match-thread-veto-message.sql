-- A match thread's map veto message: posted when the veto opens, edited as its steps are taken.

-- migrate:up
alter table "match_threads" add "veto_message_id" varchar(32) null, add "veto_seen" jsonb null;

-- migrate:down
alter table "match_threads" drop column "veto_message_id", drop column "veto_seen";
