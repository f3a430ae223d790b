-- migrate:up
create index "uploaded_files_owner_id_index" on "uploaded_files" ("owner_id");

-- migrate:down
drop index "uploaded_files_owner_id_index";
