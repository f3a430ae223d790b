import { Migration } from '@mikro-orm/migrations';

/** Notifications get a mail copy once; those from before this change are not mailed after the fact. */
export class Migration20261123161500_notification_mail extends Migration {
  override name = 'Migration20261123161500_notification_mail';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" add column "mailed_at" timestamptz null;`);
    this.addSql(`update "notifications" set "mailed_at" = "created_at";`);
    this.addSql(`create index "notifications_mailed_at_index" on "notifications" ("mailed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notifications_mailed_at_index";`);
    this.addSql(`alter table "notifications" drop column "mailed_at";`);
  }
}
