import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28, review setup: an event's review settings (spots, waitlist, reviews per application,
 * blind review, days to confirm a spot), its rubric and its reviewers. Judge invitations become
 * seat invitations (a judge's or a reviewer's seat), so an unknown reviewer email is invited and
 * seated on verification by the same machinery as a judge's.
 */
export class Migration20261127040000_review_setup extends Migration {
  override up(): void {
    this.addSql(`
      create table event_review_settings (
        event_id uuid primary key,
        capacity int null,
        waitlist_size int not null default 0,
        reviews_per_application int not null default 2,
        blind_review boolean not null default true,
        confirm_days int not null default 5,
        version int not null default 1,
        updated_at timestamptz not null default now(),
        constraint event_review_settings_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint event_review_settings_capacity_check check (capacity is null or capacity >= 1),
        constraint event_review_settings_waitlist_size_check check (waitlist_size >= 0 and waitlist_size <= 10000),
        constraint event_review_settings_reviews_per_application_check check (reviews_per_application >= 1 and reviews_per_application <= 5),
        constraint event_review_settings_confirm_days_check check (confirm_days >= 1 and confirm_days <= 60)
      )`);

    this.addSql(`
      create table review_criteria (
        id uuid primary key,
        event_id uuid not null,
        label varchar(100) not null,
        weight int not null,
        description varchar(500) null,
        position int not null,
        created_at timestamptz not null default now(),
        constraint review_criteria_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint review_criteria_weight_check check (weight >= 1 and weight <= 100)
      )`);
    this.addSql('create index review_criteria_event_index on review_criteria (event_id, position)');

    this.addSql(`
      create table event_reviewers (
        event_id uuid not null,
        user_id uuid not null,
        seated_by uuid null,
        seated_at timestamptz not null default now(),
        primary key (event_id, user_id),
        constraint event_reviewers_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint event_reviewers_user_id_fkey foreign key (user_id) references users (id) on delete cascade,
        constraint event_reviewers_seated_by_fkey foreign key (seated_by) references users (id) on delete set null
      )`);
    this.addSql('create index event_reviewers_user_index on event_reviewers (user_id)');

    this.addSql('alter table judge_invitations rename to seat_invitations');
    this.addSql('alter table seat_invitations rename constraint judge_invitations_pkey to seat_invitations_pkey');
    this.addSql(
      'alter table seat_invitations rename constraint judge_invitations_event_id_fkey to seat_invitations_event_id_fkey',
    );
    this.addSql(
      'alter table seat_invitations rename constraint judge_invitations_invited_by_fkey to seat_invitations_invited_by_fkey',
    );
    this.addSql(`
      alter table seat_invitations
        add column seat text not null default 'judge' constraint seat_invitations_seat_check check (seat in ('judge', 'reviewer'))`);
    this.addSql('alter table seat_invitations alter column seat drop default');
    this.addSql('drop index judge_invitations_unique');
    this.addSql('create unique index seat_invitations_unique on seat_invitations (event_id, seat, lower(email))');
    this.addSql('alter index judge_invitations_pending_index rename to seat_invitations_pending_index');
  }

  override down(): void {
    this.addSql("delete from seat_invitations where seat <> 'judge'");
    this.addSql('drop index seat_invitations_unique');
    this.addSql('alter table seat_invitations drop column seat');
    this.addSql('create unique index judge_invitations_unique on seat_invitations (event_id, lower(email))');
    this.addSql('alter index seat_invitations_pending_index rename to judge_invitations_pending_index');
    this.addSql(
      'alter table seat_invitations rename constraint seat_invitations_invited_by_fkey to judge_invitations_invited_by_fkey',
    );
    this.addSql(
      'alter table seat_invitations rename constraint seat_invitations_event_id_fkey to judge_invitations_event_id_fkey',
    );
    this.addSql('alter table seat_invitations rename constraint seat_invitations_pkey to judge_invitations_pkey');
    this.addSql('alter table seat_invitations rename to judge_invitations');
    this.addSql('drop table if exists event_reviewers');
    this.addSql('drop table if exists review_criteria');
    this.addSql('drop table if exists event_review_settings');
  }
}
