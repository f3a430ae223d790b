import { Migration } from '@mikro-orm/migrations';

/** Waitlist and event check-in on entries, match check-in, the no-show setting and the viewer's time zone. */
export class Migration20261123113600_player_season extends Migration {
  override name = 'Migration20261123113600_player_season';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "tournament_registrations" drop constraint if exists "tournament_registrations_status_check";`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_status_check" check ("status" in ('registered', 'invited', 'withdrawn', 'waitlisted', 'dropped'));`,
    );
    this.addSql(`alter table "tournament_registrations" add "checked_in_at" timestamptz null;`);

    this.addSql(`alter table "tournaments" add "auto_forfeit" boolean not null default true;`);
    this.addSql(`alter table "tournaments" add "event_check_in" boolean not null default false;`);

    this.addSql(`alter table "user_settings" add "time_zone" varchar(64) null;`);
    this.addSql(`alter table "users" add "discord_username" varchar(40) null;`);

    this.addSql(
      `create table "match_check_ins" ("id" uuid not null, "match_id" uuid not null, "team_id" uuid not null, "checked_in_by_id" uuid null, "checked_in_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "match_check_ins" add constraint "match_check_ins_match_id_team_id_unique" unique ("match_id", "team_id");`,
    );
    this.addSql(
      `alter table "match_check_ins" add constraint "match_check_ins_match_id_foreign" foreign key ("match_id") references "matches" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "match_check_ins" add constraint "match_check_ins_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "match_check_ins" add constraint "match_check_ins_checked_in_by_id_foreign" foreign key ("checked_in_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match_check_ins" cascade;`);
    this.addSql(`alter table "user_settings" drop column "time_zone";`);
    this.addSql(`alter table "users" drop column "discord_username";`);
    this.addSql(`alter table "tournaments" drop column "auto_forfeit", drop column "event_check_in";`);
    this.addSql(`alter table "tournament_registrations" drop column "checked_in_at";`);
    this.addSql(
      `alter table "tournament_registrations" drop constraint if exists "tournament_registrations_status_check";`,
    );
    this.addSql(
      `alter table "tournament_registrations" add constraint "tournament_registrations_status_check" check ("status" in ('registered', 'invited', 'withdrawn'));`,
    );
  }
}
