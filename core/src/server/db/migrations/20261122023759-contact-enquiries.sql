-- migrate:up
create table "contact_enquiries" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(150) not null, "message" text not null, "created_at" timestamptz not null, "handled_at" timestamptz null, primary key ("id"));
create index "contact_enquiries_created_at_index" on "contact_enquiries" ("created_at");

-- migrate:down
drop table if exists "contact_enquiries" cascade;
