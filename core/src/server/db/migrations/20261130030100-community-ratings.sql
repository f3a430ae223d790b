-- Community ratings: each player's skill from their results in one server's tournaments (openskill's
-- mu and sigma), for seeding by rating.

-- migrate:up
create table "community_ratings" ("id" uuid not null, "server_id" varchar(32) not null, "user_id" uuid not null, "mu" double precision not null, "sigma" double precision not null, "updated_at" timestamptz not null, primary key ("id"));
create index "community_ratings_user_id_index" on "community_ratings" ("user_id");
alter table "community_ratings" add constraint "community_ratings_server_id_user_id_unique" unique ("server_id", "user_id");

alter table "community_ratings" add constraint "community_ratings_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on delete cascade;
alter table "community_ratings" add constraint "community_ratings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;

-- migrate:down
drop table if exists "community_ratings" cascade;
