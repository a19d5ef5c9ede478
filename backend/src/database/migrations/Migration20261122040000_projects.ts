import { Migration } from '@mikro-orm/migrations';

/** Projects, their teams, their links to events, submissions (with a frozen snapshot) and winners. */
export class Migration20261122040000_projects extends Migration {
  override up(): void {
    this.addSql(`
      create table projects (
        id uuid primary key,
        owner_id uuid not null references users (id) on delete cascade,
        title varchar(200) not null,
        tagline varchar(300) null,
        description_md text null,
        demo_url varchar(2000) null,
        repo_url varchar(2000) null,
        images jsonb not null default '[]',
        status text check (status in ('draft', 'active', 'submitted')) not null default 'draft',
        version int not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index projects_owner_index on projects (owner_id, created_at desc)');

    // The team behind a project; the owner is its first member. Team features build on this table.
    this.addSql(`
      create table project_members (
        project_id uuid not null references projects (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        role text check (role in ('owner', 'member')) not null,
        joined_at timestamptz not null default now(),
        primary key (project_id, user_id)
      )`);
    this.addSql('create index project_members_user_index on project_members (user_id)');

    this.addSql(`
      create table project_event_links (
        id uuid primary key,
        project_id uuid not null references projects (id) on delete cascade,
        event_id uuid not null references events (id) on delete cascade,
        attached_at timestamptz not null default now(),
        detached_at timestamptz null
      )`);
    // At most one event at a time: one link per project whose detached_at is null.
    this.addSql(
      'create unique index project_event_links_one_attached on project_event_links (project_id) where detached_at is null',
    );
    this.addSql('create index project_event_links_event_index on project_event_links (event_id)');

    this.addSql(`
      create table project_submissions (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        project_id uuid not null references projects (id) on delete cascade,
        track text not null,
        status text check (status in ('submitted', 'judged', 'winner')) not null default 'submitted',
        late boolean not null default false,
        submitted_by uuid null references users (id) on delete set null,
        submitted_at timestamptz not null,
        snapshot jsonb not null,
        constraint project_submissions_one_per_project_and_event unique (project_id, event_id)
      )`);
    this.addSql(
      'create index project_submissions_event_index on project_submissions (event_id, submitted_at desc, id)',
    );
    this.addSql('create index project_submissions_submitted_index on project_submissions (submitted_at desc, id)');

    this.addSql(`
      create table winners (
        id uuid primary key,
        event_id uuid not null references events (id) on delete cascade,
        submission_id uuid not null references project_submissions (id) on delete cascade,
        track text not null,
        place smallint check (place between 1 and 4) not null,
        note text null,
        -- What the submission's status was before it became 'winner', restored when the entry goes.
        previous_submission_status text not null,
        created_at timestamptz not null default now(),
        constraint winners_one_per_submission unique (submission_id)
      )`);
    this.addSql('create index winners_event_index on winners (event_id, track, place)');
  }

  override down(): void {
    this.addSql('drop table if exists winners');
    this.addSql('drop table if exists project_submissions');
    this.addSql('drop table if exists project_event_links');
    this.addSql('drop table if exists project_members');
    this.addSql('drop table if exists projects');
  }
}
