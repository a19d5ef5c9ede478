import { Migration } from '@mikro-orm/migrations';

const MILESTONE_TYPES =
  "'customer_interviews', 'design_partner', 'letter_of_intent', 'pilot', 'revenue', 'funding', 'team_change', 'pivot', 'stopped'";

/**
 * Issue 27: ventures across sprints. Every submission becomes an entry of a venture. Existing
 * submissions are backfilled with one venture per project (named after it, founded in the project's
 * first sprint, its id the project's): a project submitted to several sprints is the same team
 * carrying the same effort forward, so its entries form one record instead of looking like
 * unrelated ventures (which would also hide those returns from the return rate).
 */
export class Migration20261126214500_ventures extends Migration {
  override up(): void {
    this.addSql(`
      create table ventures (
        id uuid primary key,
        name varchar(200) not null,
        pitch varchar(300) null,
        is_public boolean not null default false,
        founded_event_id uuid null,
        merged_into_id uuid null,
        created_by uuid null,
        version int not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint ventures_founded_event_id_fkey foreign key (founded_event_id) references events (id) on delete set null,
        constraint ventures_created_by_fkey foreign key (created_by) references users (id) on delete set null
      )`);
    this.addSql('create index ventures_merged_into_index on ventures (merged_into_id)');

    this.addSql(`
      create table venture_checkins (
        id uuid primary key,
        venture_id uuid not null,
        event_id uuid not null,
        offset_days int not null,
        due_at timestamptz not null,
        state text check (state in ('scheduled', 'asked', 'answered', 'cancelled')) not null default 'scheduled',
        asked_at timestamptz null,
        reminded_at timestamptz null,
        answered_at timestamptz null,
        answered_by uuid null,
        answer jsonb null,
        created_at timestamptz not null default now(),
        constraint venture_checkins_venture_id_fkey foreign key (venture_id) references ventures (id) on delete cascade,
        constraint venture_checkins_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint venture_checkins_answered_by_fkey foreign key (answered_by) references users (id) on delete set null,
        constraint venture_checkins_one_per_offset unique (venture_id, event_id, offset_days),
        constraint venture_checkins_offset_days_check check (offset_days > 0)
      )`);
    this.addSql('create index venture_checkins_due_index on venture_checkins (state, due_at)');
    this.addSql('create index venture_checkins_event_index on venture_checkins (event_id)');

    this.addSql(`
      create table venture_milestones (
        id uuid primary key,
        venture_id uuid not null,
        type text check (type in (${MILESTONE_TYPES})) not null,
        occurred_on date not null,
        figures jsonb not null,
        link varchar(2000) null,
        description varchar(1000) null,
        checkin_id uuid null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        verified_by uuid null,
        verified_at timestamptz null,
        verification_note varchar(1000) null,
        constraint venture_milestones_venture_id_fkey foreign key (venture_id) references ventures (id) on delete cascade,
        constraint venture_milestones_checkin_id_fkey foreign key (checkin_id) references venture_checkins (id) on delete set null,
        constraint venture_milestones_created_by_fkey foreign key (created_by) references users (id) on delete set null,
        constraint venture_milestones_verified_by_fkey foreign key (verified_by) references users (id) on delete set null
      )`);
    this.addSql('create index venture_milestones_venture_index on venture_milestones (venture_id, occurred_on desc)');

    this.addSql(`
      create table venture_member_removals (
        venture_id uuid not null,
        user_id uuid not null,
        removed_by uuid null,
        reason varchar(1000) null,
        removed_at timestamptz not null default now(),
        primary key (venture_id, user_id),
        constraint venture_member_removals_venture_id_fkey foreign key (venture_id) references ventures (id) on delete cascade,
        constraint venture_member_removals_user_id_fkey foreign key (user_id) references users (id) on delete cascade,
        constraint venture_member_removals_removed_by_fkey foreign key (removed_by) references users (id) on delete set null
      )`);
    this.addSql('create index venture_member_removals_user_index on venture_member_removals (user_id)');

    // One venture per project that has a submission: named after the project, founded in its first sprint.
    this.addSql(`
      insert into ventures (id, name, founded_event_id, created_by, created_at, updated_at)
      select p.id, p.title, first.event_id, p.owner_id, first.submitted_at, first.submitted_at
      from projects p
      join lateral (
        select s.event_id, s.submitted_at from project_submissions s
        where s.project_id = p.id order by s.submitted_at, s.id limit 1
      ) first on true`);
    this.addSql('alter table project_submissions add column venture_id uuid null');
    this.addSql('update project_submissions set venture_id = project_id');
    this.addSql('alter table project_submissions alter column venture_id set not null');
    this.addSql(
      'alter table project_submissions add constraint project_submissions_venture_id_fkey foreign key (venture_id) references ventures (id)',
    );
    this.addSql('create index project_submissions_venture_index on project_submissions (venture_id)');
  }

  override down(): void {
    this.addSql('alter table project_submissions drop column if exists venture_id');
    this.addSql('drop table if exists venture_member_removals');
    this.addSql('drop table if exists venture_milestones');
    this.addSql('drop table if exists venture_checkins');
    this.addSql('drop table if exists ventures');
  }
}
