-- Outgoing webhooks per tournament: the organiser's receivers (the secret kept to sign with, never shown
-- again) and one row per delivery attempt for the console's log.

-- migrate:up
create table "tournament_webhooks" ("id" uuid not null, "tournament_id" uuid not null, "url" varchar(500) not null, "secret" varchar(200) not null, "events" jsonb not null, "enabled" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));
create index "tournament_webhooks_tournament_id_created_at_index" on "tournament_webhooks" ("tournament_id", "created_at");

create table "webhook_deliveries" ("id" uuid not null, "webhook_id" uuid not null, "event_id" uuid not null, "event_type" varchar(40) not null, "attempt" int not null, "status_code" int null, "error" varchar(300) null, "at" timestamptz not null, primary key ("id"));
create index "webhook_deliveries_webhook_id_at_index" on "webhook_deliveries" ("webhook_id", "at");

alter table "tournament_webhooks" add constraint "tournament_webhooks_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;

alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_foreign" foreign key ("webhook_id") references "tournament_webhooks" ("id") on delete cascade;

-- migrate:down
alter table "webhook_deliveries" drop constraint "webhook_deliveries_webhook_id_foreign";

drop table if exists "tournament_webhooks" cascade;
drop table if exists "webhook_deliveries" cascade;
