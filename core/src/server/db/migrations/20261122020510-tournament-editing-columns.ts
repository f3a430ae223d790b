import { Migration } from '@mikro-orm/migrations';

export class Migration20261122020510_tournament_editing_columns extends Migration {
  override name = 'Migration20261122020510_tournament_editing_columns';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "tournaments" alter column "prize_pool" type varchar(100) using ("prize_pool"::varchar(100));`,
    );

    this.addSql(`alter table "phases" alter column "name" type varchar(100) using ("name"::varchar(100));`);

    this.addSql(`alter table "calendar_rounds" add "round_key" varchar(40) null;`);
    this.addSql(
      `alter table "calendar_rounds" alter column "round_name" type varchar(100) using ("round_name"::varchar(100));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "calendar_rounds" drop column "round_key";`);
    this.addSql(
      `alter table "calendar_rounds" alter column "round_name" type varchar(80) using ("round_name"::varchar(80));`,
    );

    this.addSql(`alter table "phases" alter column "name" type varchar(80) using ("name"::varchar(80));`);

    this.addSql(
      `alter table "tournaments" alter column "prize_pool" type varchar(60) using ("prize_pool"::varchar(60));`,
    );
  }
}
