-- An address becomes an account's only once it is proven (issue 29, finding 1): an unproven one waits
-- in "pending_email", which blocks nobody; "email" keeps only proven addresses, one account each.
-- "sign_in_review" asks the owner to review ways in that were on the account before the proof.

-- migrate:up
alter table "users" add column "pending_email" varchar(254) null, add column "sign_in_review" boolean not null default false;
create index "users_pending_email_index" on "users" ("pending_email");
update "users" set "pending_email" = "email", "email" = null where "email_verified_at" is null and "email" is not null;

-- migrate:down
update "users" set "email" = "pending_email" where "email" is null and "pending_email" is not null and not exists (select 1 from "users" as "other" where "other"."email" = "users"."pending_email");
drop index "users_pending_email_index";
alter table "users" drop column "pending_email", drop column "sign_in_review";
