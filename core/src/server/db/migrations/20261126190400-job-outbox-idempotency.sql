-- Jobs stored with the write that asks for them, and answers kept for writes sent with an Idempotency-Key.

-- migrate:up
create table "job_outbox" ("id" uuid not null, "queue" varchar(60) not null, "name" varchar(60) not null, "job_id" varchar(200) not null, "data" jsonb not null, "attempts" int not null, "run_at" timestamptz null, "replace_finished" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));
create index "job_outbox_created_at_index" on "job_outbox" ("created_at");
create table "idempotent_requests" ("user_id" uuid not null, "key" varchar(100) not null, "request" varchar(300) not null, "status" int null, "body" jsonb null, "created_at" timestamptz not null, primary key ("user_id", "key"));
create index "idempotent_requests_created_at_index" on "idempotent_requests" ("created_at");

-- migrate:down
drop table if exists "idempotent_requests" cascade;
drop table if exists "job_outbox" cascade;
