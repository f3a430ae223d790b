-- The match-thread row follows its match's key like every other owned row, and is found by thread id.

-- migrate:up
alter table "match_threads" drop constraint "match_threads_match_id_foreign";
alter table "match_threads" add constraint "match_threads_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;

-- migrate:down
alter table "match_threads" drop constraint "match_threads_match_id_foreign";
alter table "match_threads" add constraint "match_threads_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;
