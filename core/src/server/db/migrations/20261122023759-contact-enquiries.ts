import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023759_contact_enquiries extends Migration {
  override name = 'Migration20261122023759_contact_enquiries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_enquiries" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(150) not null, "message" text not null, "created_at" timestamptz not null, "handled_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "contact_enquiries_created_at_index" on "contact_enquiries" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_enquiries" cascade;`);
  }
}
