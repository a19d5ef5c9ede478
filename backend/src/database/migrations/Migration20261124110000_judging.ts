import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 15: judging. Each event's judging phase, judges' assignments to submissions, declared
 * conflicts of interest and score sheets; criteria get an optional description.
 */
export class Migration20261124110000_judging extends Migration {
  override up(): void {
    this.addSql('alter table judging_criteria add column description varchar(500) null');

    this.addSql(`
      create table event_judging (
        event_id uuid not null references events (id) on delete cascade,
        phase text check (phase in ('not_started', 'open', 'closed', 'published')) not null default 'not_started',
        reviews_per_submission int not null default 3,
        same_domain_conflicts boolean not null default true,
        version int not null default 1,
        updated_at timestamptz not null default now(),
        primary key (event_id),
        constraint event_judging_reviews_per_submission_check
          check (reviews_per_submission >= 1 and reviews_per_submission <= 10)
      )`);

    this.addSql(`
      create table judge_assignments (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        submission_id uuid not null references project_submissions (id) on delete cascade,
        judge_id uuid not null references users (id) on delete cascade,
        state text check (state in ('assigned', 'completed', 'recused')) not null default 'assigned',
        recusal_reason varchar(500) null,
        created_at timestamptz not null default now(),
        constraint judge_assignments_unique unique (submission_id, judge_id)
      )`);
    // The judge's queue and the staff matrix read through these.
    this.addSql('create index judge_assignments_judge_index on judge_assignments (judge_id, event_id)');
    this.addSql('create index judge_assignments_event_index on judge_assignments (event_id, submission_id)');

    this.addSql(`
      create table judge_conflicts (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        judge_id uuid not null references users (id) on delete cascade,
        project_id uuid not null references projects (id) on delete cascade,
        reason varchar(500) not null,
        created_at timestamptz not null default now(),
        constraint judge_conflicts_unique unique (event_id, judge_id, project_id)
      )`);

    this.addSql(`
      create table score_sheets (
        assignment_id uuid not null references judge_assignments (id) on delete cascade,
        event_id uuid not null references events (id) on delete cascade,
        scores jsonb not null,
        total double precision not null,
        note_to_staff varchar(2000) null,
        feedback varchar(2000) null,
        version int not null default 1,
        saved_at timestamptz not null default now(),
        primary key (assignment_id)
      )`);
    this.addSql('create index score_sheets_event_index on score_sheets (event_id)');
  }

  override down(): void {
    this.addSql('drop table if exists score_sheets');
    this.addSql('drop table if exists judge_conflicts');
    this.addSql('drop table if exists judge_assignments');
    this.addSql('drop table if exists event_judging');
    this.addSql('alter table judging_criteria drop column if exists description');
  }
}
