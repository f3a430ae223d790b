-- A match thread's line telling when a timed veto opens: posted once the time is known, edited when it moves.

-- migrate:up
alter table "match_threads" add "veto_opens_message_id" varchar(32) null, add "veto_opens_at" timestamptz null;

-- migrate:down
alter table "match_threads" drop column "veto_opens_message_id", drop column "veto_opens_at";
