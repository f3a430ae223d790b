import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142000_platform_staff extends Migration {
  override name = 'Migration20261123142000_platform_staff';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "is_staff" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "is_staff";`);
  }
}
