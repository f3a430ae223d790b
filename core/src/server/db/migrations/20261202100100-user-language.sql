-- The language a person reads the website in; null until they choose one (their browser's then decides).

-- migrate:up
alter table "users" add column "language" varchar(2) null;

-- migrate:down
alter table "users" drop column "language";
