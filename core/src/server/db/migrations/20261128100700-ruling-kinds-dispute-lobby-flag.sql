-- A dispute resolved by the organiser and a settled lobby flag are rulings too: the log keeps them.

-- migrate:up
alter table "rulings" drop constraint if exists "rulings_kind_check";
alter table "rulings" add constraint "rulings_kind_check" check ("kind" in ('settle', 'correct', 'forfeit', 'double-forfeit', 'disqualify', 'reopen', 'dispute', 'lobby-flag'));

-- migrate:down
delete from "rulings" where "kind" in ('dispute', 'lobby-flag');
alter table "rulings" drop constraint if exists "rulings_kind_check";
alter table "rulings" add constraint "rulings_kind_check" check ("kind" in ('settle', 'correct', 'forfeit', 'double-forfeit', 'disqualify', 'reopen'));
