import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 'Automatic reminders': per-event settings of each kind (a missing row is the default),
 * and one row per reminder sent (event, kind, occasion, recipient) whose key makes a second one
 * impossible, however often the scheduler's tick runs.
 */
export class Migration20261127173000_reminders extends Migration {
  override up(): void {
    this.addSql(`
      create table reminder_settings (
        event_id uuid not null,
        kind text not null,
        enabled boolean not null,
        offsets_hours jsonb not null,
        updated_at timestamptz not null default now(),
        constraint reminder_settings_pkey primary key (event_id, kind),
        constraint reminder_settings_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint reminder_settings_kind_check check (kind in ('submission_deadline', 'judging', 'spot_confirmation'))
      )`);
    this.addSql(`
      create table reminder_deliveries (
        event_id uuid not null,
        kind text not null,
        occasion varchar(255) not null,
        user_id uuid not null,
        sent_at timestamptz not null,
        constraint reminder_deliveries_pkey primary key (event_id, kind, occasion, user_id),
        constraint reminder_deliveries_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint reminder_deliveries_user_id_fkey foreign key (user_id) references users (id) on delete cascade,
        constraint reminder_deliveries_kind_check check (kind in ('submission_deadline', 'judging', 'spot_confirmation'))
      )`);
    this.addSql('create index reminder_deliveries_user_index on reminder_deliveries (user_id)');
  }

  override down(): void {
    this.addSql('drop table if exists reminder_deliveries');
    this.addSql('drop table if exists reminder_settings');
  }
}
