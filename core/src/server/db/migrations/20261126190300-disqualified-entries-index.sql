-- Every result asks whether the tournament has disqualified teams: the index answers from the few
-- marked entries instead of reading all of a large event's registrations.

-- migrate:up
create index "tournament_registrations_tournament_id_disqualified_at_index" on "tournament_registrations" ("tournament_id", "disqualified_at");

-- migrate:down
drop index "tournament_registrations_tournament_id_disqualified_at_index";
