import { Migration } from '@mikro-orm/migrations';

/** Applications to events, and their status history (a projection of the event store). */
export class Migration20261122030000_applications extends Migration {
  override up(): void {
    this.addSql(`
      create table applications (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        event_id uuid not null references events (id) on delete cascade,
        linkedin_url varchar(500) null,
        role text check (role in ('Dev', 'PM', 'Designer', 'Other')) not null,
        short_answer text not null,
        status text check (status in ('pending', 'approved', 'rejected')) not null default 'pending',
        version int not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint applications_one_per_user_and_event unique (user_id, event_id)
      )`);
    this.addSql('create index applications_event_created_index on applications (event_id, created_at desc)');
    this.addSql('create index applications_created_index on applications (created_at desc, id)');

    this.addSql(`
      create table application_status_history (
        event_position bigint primary key,
        application_id uuid not null references applications (id) on delete cascade,
        old_status text not null,
        new_status text not null,
        changed_by uuid null,
        changed_at timestamptz not null
      )`);
    this.addSql(
      'create index application_status_history_application_index on application_status_history (application_id, event_position)',
    );
  }

  override down(): void {
    this.addSql('drop table if exists application_status_history');
    this.addSql('drop table if exists applications');
  }
}
