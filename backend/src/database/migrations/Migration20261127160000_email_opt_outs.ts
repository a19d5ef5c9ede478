import { Migration } from '@mikro-orm/migrations';

/** Issue 30 'Preferences': the email categories each user turned off (no row: on). */
export class Migration20261127160000_email_opt_outs extends Migration {
  override up(): void {
    this.addSql(
      `create table "email_opt_outs" ("user_id" uuid not null, "category" text check ("category" in ('announcements', 'reminders', 'team_activity')) not null, "source" text check ("source" in ('profile', 'link')) not null, "created_at" timestamptz not null default now(), constraint "email_opt_outs_pkey" primary key ("user_id", "category"));`,
    );
    this.addSql(
      `alter table "email_opt_outs" add constraint "email_opt_outs_user_id_fkey" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "email_opt_outs" cascade;');
  }
}
