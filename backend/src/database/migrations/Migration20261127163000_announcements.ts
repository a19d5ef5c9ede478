import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 'Announcements': staff messages to a segment of an event, sent now or at a time. The
 * schedule is rows here, read by the scheduler's tick (a Redis flush loses none); one row per
 * announcement and recipient makes a second email impossible.
 */
export class Migration20261127163000_announcements extends Migration {
  override up(): void {
    this.addSql(`
      create table announcements (
        id uuid primary key,
        event_id uuid not null,
        created_by uuid null,
        subject varchar(255) not null,
        body_md text not null,
        segment text not null,
        application_status text null,
        due_at timestamptz not null,
        state text not null default 'scheduled',
        recipient_count int null,
        sent_at timestamptz null,
        cancelled_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint announcements_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint announcements_created_by_fkey foreign key (created_by) references users (id) on delete set null,
        constraint announcements_segment_check check (segment in
          ('applicants', 'not_submitted', 'submitted_teams', 'judges', 'reviewers', 'overdue_checkins')),
        constraint announcements_application_status_check check (application_status in
          ('pending', 'approved', 'waitlisted', 'rejected')),
        constraint announcements_state_check check (state in ('scheduled', 'sending', 'sent', 'cancelled'))
      )`);
    this.addSql(
      "create index announcements_due_index on announcements (due_at) where state in ('scheduled', 'sending')",
    );
    this.addSql('create index announcements_event_index on announcements (event_id)');
    this.addSql(`
      create table announcement_recipients (
        announcement_id uuid not null,
        user_id uuid not null,
        sent_at timestamptz not null,
        constraint announcement_recipients_pkey primary key (announcement_id, user_id),
        constraint announcement_recipients_announcement_id_fkey foreign key (announcement_id)
          references announcements (id) on update cascade on delete cascade,
        constraint announcement_recipients_user_id_fkey foreign key (user_id) references users (id)
          on update cascade on delete cascade
      )`);
    this.addSql('create index announcement_recipients_user_index on announcement_recipients (user_id)');
  }

  override down(): void {
    this.addSql('drop table if exists announcement_recipients');
    this.addSql('drop table if exists announcements');
  }
}
