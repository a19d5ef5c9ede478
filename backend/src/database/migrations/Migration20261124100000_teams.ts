import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: teams. A project's members are its team; these tables hold the invitations, the join
 * requests and the per-event 'Looking for a team' switch, and the project its 'Looking for' text.
 */
export class Migration20261124100000_teams extends Migration {
  override up(): void {
    this.addSql('alter table projects add column looking_for varchar(500) null');
    this.addSql('alter table projects add column team_open boolean not null default false');

    this.addSql(`
      create table team_invitations (
        id uuid primary key,
        project_id uuid not null references projects (id) on delete cascade,
        email varchar(320) not null,
        invited_by uuid null references users (id) on delete set null,
        token_digest varchar(64) not null,
        status text check (status in ('pending', 'accepted', 'declined', 'revoked')) not null default 'pending',
        expires_at timestamptz not null,
        created_at timestamptz not null default now(),
        decided_at timestamptz null,
        constraint team_invitations_token_digest_key unique (token_digest)
      )`);
    this.addSql('create index team_invitations_project_index on team_invitations (project_id, created_at)');
    this.addSql('create index team_invitations_email_index on team_invitations (email)');

    this.addSql(`
      create table team_join_requests (
        id uuid primary key,
        project_id uuid not null references projects (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        message varchar(500) not null,
        status text check (status in ('pending', 'accepted', 'declined', 'withdrawn')) not null default 'pending',
        created_at timestamptz not null default now(),
        decided_at timestamptz null
      )`);
    // One open request per person and team.
    this.addSql(
      "create unique index team_join_requests_one_pending on team_join_requests (project_id, user_id) where status = 'pending'",
    );
    this.addSql('create index team_join_requests_user_index on team_join_requests (user_id)');

    // Find Teams' people list reads an event's rows through the primary key.
    this.addSql(`
      create table team_seekers (
        event_id uuid not null references events (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (event_id, user_id)
      )`);
    this.addSql('create index team_seekers_user_index on team_seekers (user_id)');
  }

  override down(): void {
    this.addSql('drop table if exists team_seekers');
    this.addSql('drop table if exists team_join_requests');
    this.addSql('drop table if exists team_invitations');
    this.addSql('alter table projects drop column if exists team_open');
    this.addSql('alter table projects drop column if exists looking_for');
  }
}
