-- Community pages: one public home per Discord server at /c/<slug>, its description, links and pictures.

-- migrate:up
create table "communities" ("server_id" varchar(32) not null, "slug" varchar(32) not null, "description" text not null default '', "invite_url" varchar(200) null, "socials" jsonb not null default '[]', "banner_id" uuid null, "icon_id" uuid null, "updated_at" timestamptz not null, primary key ("server_id"));
alter table "communities" add constraint "communities_slug_unique" unique ("slug");

alter table "communities" add constraint "communities_server_id_foreign" foreign key ("server_id") references "discord_servers" ("id") on update cascade on delete cascade;
alter table "communities" add constraint "communities_banner_id_foreign" foreign key ("banner_id") references "uploaded_files" ("id") on delete set null;
alter table "communities" add constraint "communities_icon_id_foreign" foreign key ("icon_id") references "uploaded_files" ("id") on delete set null;

-- migrate:down
drop table if exists "communities" cascade;
