import { Migration } from '@mikro-orm/migrations';

/** Issue 27, check-ins: one row per check-in and email kind, so none is asked or reminded twice. */
export class Migration20261126230000_venture_checkin_emails extends Migration {
  override up(): void {
    this.addSql(`
      create table venture_checkin_emails (
        checkin_id uuid not null,
        kind text check (kind in ('ask', 'reminder')) not null,
        recipients int not null,
        sent_at timestamptz not null,
        constraint venture_checkin_emails_pkey primary key (checkin_id, kind),
        constraint venture_checkin_emails_checkin_id_fkey foreign key (checkin_id) references venture_checkins (id) on delete cascade
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists venture_checkin_emails');
  }
}
