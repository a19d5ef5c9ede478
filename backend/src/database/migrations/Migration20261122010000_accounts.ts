import { Migration } from '@mikro-orm/migrations';

/** Accounts: users, their profile and role, sessions with rotating refresh tokens, one-time links. */
export class Migration20261122010000_accounts extends Migration {
  override up(): void {
    this.addSql(`
      create table users (
        id uuid primary key,
        email varchar(320) not null,
        password_hash varchar(255) not null,
        email_confirmed_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create unique index users_email_unique on users (lower(email))');

    this.addSql(`
      create table profiles (
        id uuid primary key,
        user_id uuid not null unique references users (id) on delete cascade,
        name varchar(255) null,
        first_name varchar(100) null,
        last_name varchar(100) null,
        location varchar(200) null,
        bio text null,
        skills text[] not null default '{}',
        github_url varchar(500) null,
        linkedin_url varchar(500) null,
        portfolio_url varchar(500) null,
        avatar_url varchar(500) null,
        version int not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);

    this.addSql(`
      create table user_roles (
        id uuid primary key,
        user_id uuid not null unique references users (id) on delete cascade,
        role text check (role in ('participant', 'organizer', 'judge', 'admin')) not null default 'participant'
      )`);
    this.addSql('create index user_roles_role_index on user_roles (role)');

    this.addSql(`
      create table sessions (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        last_used_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz null,
        revoked_reason varchar(50) null,
        user_agent varchar(500) null,
        ip varchar(64) null
      )`);
    this.addSql('create index sessions_user_index on sessions (user_id) where revoked_at is null');

    this.addSql(`
      create table refresh_tokens (
        id uuid primary key,
        session_id uuid not null references sessions (id) on delete cascade,
        token_digest char(64) not null unique,
        created_at timestamptz not null default now(),
        used_at timestamptz null
      )`);

    this.addSql(`
      create table one_time_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        purpose text check (purpose in ('verify_email', 'reset_password')) not null,
        token_digest char(64) not null unique,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null
      )`);
    this.addSql('create index one_time_tokens_user_index on one_time_tokens (user_id, purpose)');
  }

  override down(): void {
    this.addSql('drop table if exists one_time_tokens');
    this.addSql('drop table if exists refresh_tokens');
    this.addSql('drop table if exists sessions');
    this.addSql('drop table if exists user_roles');
    this.addSql('drop table if exists profiles');
    this.addSql('drop table if exists users');
  }
}
