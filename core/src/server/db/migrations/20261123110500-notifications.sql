-- migrate:up
create table "notifications" ("id" uuid not null, "user_id" uuid not null, "kind" varchar(40) not null, "title" varchar(120) not null, "body" varchar(500) not null, "link" varchar(300) null, "created_at" timestamptz not null, "read_at" timestamptz null, primary key ("id"));
create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");
alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;

-- migrate:down
drop table if exists "notifications" cascade;
