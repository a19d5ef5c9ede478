import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28, custom application questions: an event's questions (never deleted, only hidden once
 * applications have arrived) and each application's answers, pointing at the question answered.
 */
export class Migration20261127030000_application_questions extends Migration {
  override up(): void {
    this.addSql(`
      create table event_questions (
        id uuid primary key,
        event_id uuid not null,
        kind text check (kind in ('short_text', 'long_text', 'single_choice', 'multiple_choice', 'number', 'url', 'yes_no')) not null,
        label varchar(200) not null,
        help_text varchar(500) null,
        required boolean not null default false,
        position int not null,
        options jsonb not null default '[]',
        max_length int null,
        min double precision null,
        max double precision null,
        hidden boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint event_questions_event_id_fkey foreign key (event_id) references events (id) on delete cascade
      )`);
    this.addSql('create index event_questions_event_index on event_questions (event_id, position)');

    this.addSql(`
      create table application_answers (
        application_id uuid not null,
        question_id uuid not null,
        value jsonb not null,
        primary key (application_id, question_id),
        constraint application_answers_application_id_fkey foreign key (application_id) references applications (id) on delete cascade,
        constraint application_answers_question_id_fkey foreign key (question_id) references event_questions (id) on delete cascade
      )`);
    this.addSql('create index application_answers_question_index on application_answers (question_id)');
  }

  override down(): void {
    this.addSql('drop table if exists application_answers');
    this.addSql('drop table if exists event_questions');
  }
}
