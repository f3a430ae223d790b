-- An owner contests a claim on their in-game id with their own evidence; platform staff decide, and the
-- row keeps who decided, when, why and for whom (the verification moves to the winner).

-- migrate:up
create table "verification_contests" ("id" uuid not null, "account_id" uuid not null, "game_id" varchar(20) not null, "in_game_id" varchar(40) not null, "contestant_id" uuid not null, "in_game_name" varchar(60) not null, "statement" varchar(500) not null, "evidence_id" uuid null, "claimant_id" uuid null, "status" text check ("status" in ('open', 'upheld', 'dismissed')) not null, "decision_reason" varchar(300) null, "decided_by_id" uuid null, "decided_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));
create index "verification_contests_account_id_index" on "verification_contests" ("account_id");
create index "verification_contests_contestant_id_index" on "verification_contests" ("contestant_id");
alter table "verification_contests" add constraint "verification_contests_account_id_foreign" foreign key ("account_id") references "game_accounts" ("id") on delete cascade;
alter table "verification_contests" add constraint "verification_contests_contestant_id_foreign" foreign key ("contestant_id") references "users" ("id") on delete cascade;
alter table "verification_contests" add constraint "verification_contests_evidence_id_foreign" foreign key ("evidence_id") references "uploaded_files" ("id") on delete set null;
alter table "verification_contests" add constraint "verification_contests_claimant_id_foreign" foreign key ("claimant_id") references "users" ("id") on delete set null;
alter table "verification_contests" add constraint "verification_contests_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;

-- migrate:down
drop table if exists "verification_contests" cascade;
