import { Migration } from '@mikro-orm/migrations';

export class Migration20261123143000_uploaded_files_owner_index extends Migration {
  override name = 'Migration20261123143000_uploaded_files_owner_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "uploaded_files_owner_id_index" on "uploaded_files" ("owner_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "uploaded_files_owner_id_index";`);
  }
}
