-- Substitutes per team (0-2, the rulebook's 2 by default; the basic step's contract bounds it), chosen
-- by the organiser on the basic step.

-- migrate:up
alter table "tournaments" add "substitutes" int not null default 2;

-- migrate:down
alter table "tournaments" drop column "substitutes";
