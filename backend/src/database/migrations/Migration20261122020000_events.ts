import { Migration } from '@mikro-orm/migrations';

/** Events with their judging criteria, judges and judge invitations (for emails without an account yet). */
export class Migration20261122020000_events extends Migration {
  override up(): void {
    this.addSql(`
      create table events (
        id uuid primary key,
        title varchar(200) not null,
        description_md text null,
        location varchar(200) null,
        status text check (status in ('draft', 'upcoming', 'active', 'completed')) not null default 'draft',
        start_date timestamptz not null,
        end_date timestamptz not null,
        submission_deadline timestamptz not null,
        grace_minutes int not null default 5 check (grace_minutes between 0 and 60),
        timezone varchar(64) not null default 'America/Los_Angeles',
        tracks text[] not null check (cardinality(tracks) > 0),
        team_size_max int not null default 5 check (team_size_max between 1 and 10),
        created_by uuid null references users (id) on delete set null,
        version int not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint events_end_after_start check (end_date > start_date),
        constraint events_deadline_within check (submission_deadline between start_date and end_date)
      )`);
    this.addSql("create index events_public_index on events (start_date) where status in ('active', 'upcoming')");
    this.addSql('create index events_created_at_index on events (created_at desc)');

    this.addSql(`
      create table judging_criteria (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        label varchar(100) not null,
        weight int not null check (weight between 1 and 100),
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index judging_criteria_event_index on judging_criteria (event_id)');

    this.addSql(`
      create table event_judges (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        constraint event_judges_unique unique (event_id, user_id)
      )`);

    this.addSql(`
      create table judge_invitations (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        email varchar(320) not null,
        name varchar(200) null,
        invited_by uuid null references users (id) on delete set null,
        created_at timestamptz not null default now(),
        accepted_at timestamptz null
      )`);
    this.addSql('create unique index judge_invitations_unique on judge_invitations (event_id, lower(email))');
    this.addSql(
      'create index judge_invitations_pending_index on judge_invitations (lower(email)) where accepted_at is null',
    );
  }

  override down(): void {
    this.addSql('drop table if exists judge_invitations');
    this.addSql('drop table if exists event_judges');
    this.addSql('drop table if exists judging_criteria');
    this.addSql('drop table if exists events');
  }
}
