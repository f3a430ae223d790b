-- migrate:up
alter table "tournaments" alter column "prize_pool" type varchar(100) using ("prize_pool"::varchar(100));

alter table "phases" alter column "name" type varchar(100) using ("name"::varchar(100));

alter table "calendar_rounds" add "round_key" varchar(40) null;
alter table "calendar_rounds" alter column "round_name" type varchar(100) using ("round_name"::varchar(100));

-- migrate:down
alter table "calendar_rounds" drop column "round_key";
alter table "calendar_rounds" alter column "round_name" type varchar(80) using ("round_name"::varchar(80));

alter table "phases" alter column "name" type varchar(80) using ("name"::varchar(80));

alter table "tournaments" alter column "prize_pool" type varchar(60) using ("prize_pool"::varchar(60));
