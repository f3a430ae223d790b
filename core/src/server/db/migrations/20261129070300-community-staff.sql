-- Community staff: roles a server gives people for all its tournaments, and the audit of each grant and removal.

-- migrate:up
create table "community_staff_audit" ("id" uuid not null, "server_id" varchar(32) not null, "user_id" uuid null, "user_name" varchar(100) not null, "role" text not null, "action" text not null, "actor_id" uuid null, "at" timestamptz not null, primary key ("id"));
create index "community_staff_audit_server_id_at_index" on "community_staff_audit" ("server_id", "at");

create table "community_staff" ("id" uuid not null, "server_id" varchar(32) not null, "user_id" uuid not null, "role" text not null, "granted_at" timestamptz not null, primary key ("id"));
create index "community_staff_user_id_index" on "community_staff" ("user_id");
alter table "community_staff" add constraint "community_staff_server_id_user_id_role_unique" unique ("server_id", "user_id", "role");

alter table "community_staff_audit" add constraint "community_staff_audit_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;
alter table "community_staff_audit" add constraint "community_staff_audit_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;
alter table "community_staff_audit" add constraint "community_staff_audit_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;
alter table "community_staff_audit" add constraint "community_staff_audit_role_check" check ("role" in ('co_organiser', 'results_admin', 'streamer'));
alter table "community_staff_audit" add constraint "community_staff_audit_action_check" check ("action" in ('granted', 'removed'));

alter table "community_staff" add constraint "community_staff_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;
alter table "community_staff" add constraint "community_staff_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;
alter table "community_staff" add constraint "community_staff_role_check" check ("role" in ('co_organiser', 'results_admin', 'streamer'));

-- migrate:down
drop table if exists "community_staff_audit" cascade;
drop table if exists "community_staff" cascade;
