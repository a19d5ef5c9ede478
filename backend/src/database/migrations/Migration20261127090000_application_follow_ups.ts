import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29 (insights.md 5): 'May we ask you in 6 months how your idea went?' on the apply form, and
 * the one follow-up survey 180 days after the decision. The surveys are rows here, read by the
 * scheduler's tick (a Redis flush loses none); one row per survey and email kind makes a second ask
 * or reminder impossible.
 */
export class Migration20261127090000_application_follow_ups extends Migration {
  override up(): void {
    this.addSql('alter table applications add column follow_up_consent boolean not null default false');
    this.addSql(`
      create table application_follow_ups (
        id uuid primary key,
        application_id uuid not null,
        user_id uuid not null,
        event_id uuid not null,
        decision text not null,
        decided_at timestamptz not null,
        due_at timestamptz not null,
        state text not null default 'scheduled',
        asked_at timestamptz null,
        reminded_at timestamptz null,
        answered_at timestamptz null,
        cancelled_at timestamptz null,
        answer jsonb null,
        design_partner boolean null,
        pilot boolean null,
        funding boolean null,
        stopped boolean null,
        created_at timestamptz not null default now(),
        constraint application_follow_ups_application_id_unique unique (application_id),
        constraint application_follow_ups_application_id_fkey foreign key (application_id)
          references applications (id) on delete cascade,
        constraint application_follow_ups_user_id_fkey foreign key (user_id) references users (id) on delete cascade,
        constraint application_follow_ups_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint application_follow_ups_decision_check check (decision in ('approved', 'waitlisted', 'rejected')),
        constraint application_follow_ups_state_check check (state in ('scheduled', 'asked', 'answered', 'cancelled'))
      )`);
    this.addSql('create index application_follow_ups_due_index on application_follow_ups (state, due_at)');
    this.addSql('create index application_follow_ups_user_index on application_follow_ups (user_id)');
    this.addSql(`
      create table application_follow_up_emails (
        follow_up_id uuid not null,
        kind text not null,
        sent_at timestamptz not null,
        constraint application_follow_up_emails_pkey primary key (follow_up_id, kind),
        constraint application_follow_up_emails_follow_up_id_fkey foreign key (follow_up_id)
          references application_follow_ups (id) on delete cascade,
        constraint application_follow_up_emails_kind_check check (kind in ('ask', 'reminder'))
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists application_follow_up_emails');
    this.addSql('drop table if exists application_follow_ups');
    this.addSql('alter table applications drop column if exists follow_up_consent');
  }
}
