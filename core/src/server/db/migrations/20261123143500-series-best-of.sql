-- Best-of per round on a phase; the games of a match's series. Null keeps the rulebook and a bare score.

-- migrate:up
alter table "phases" add "best_of" jsonb null;
alter table "matches" add "games" jsonb null;

-- migrate:down
alter table "matches" drop column "games";
alter table "phases" drop column "best_of";
