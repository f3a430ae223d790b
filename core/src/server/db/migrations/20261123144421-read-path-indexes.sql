-- The public read path at thousands of tournaments: a team's bare link (/teams/:id) finds its events
-- through its registrations instead of scanning them.

-- migrate:up
create index if not exists "tournament_registrations_team_id_index" on "tournament_registrations" ("team_id");

-- migrate:down
drop index if exists "tournament_registrations_team_id_index";
