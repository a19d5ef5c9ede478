import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28, assignment and reviewing: which reviewer reviews which application (a recusal keeps
 * its row and reason), and each reviewer's review (1-5 per rubric criterion by id, the weighted
 * total, a note to staff, an optional recommendation, a version for the 409 on a stale save).
 */
export class Migration20261127050000_review_assignments extends Migration {
  override up(): void {
    this.addSql(`
      create table review_assignments (
        id uuid primary key,
        event_id uuid not null,
        application_id uuid not null,
        reviewer_id uuid not null,
        status text not null default 'assigned',
        recusal_reason varchar(500) null,
        seed varchar(200) not null,
        created_at timestamptz not null default now(),
        constraint review_assignments_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint review_assignments_application_id_fkey foreign key (application_id) references applications (id) on delete cascade,
        constraint review_assignments_reviewer_id_fkey foreign key (reviewer_id) references users (id) on delete cascade,
        constraint review_assignments_status_check check (status in ('assigned', 'recused')),
        constraint review_assignments_unique unique (application_id, reviewer_id)
      )`);
    this.addSql('create index review_assignments_reviewer_index on review_assignments (reviewer_id, event_id)');
    this.addSql('create index review_assignments_event_index on review_assignments (event_id, application_id)');

    this.addSql(`
      create table application_reviews (
        assignment_id uuid primary key,
        event_id uuid not null,
        application_id uuid not null,
        scores jsonb not null,
        total double precision not null,
        note_to_staff varchar(2000) null,
        recommendation text null,
        version int not null default 1,
        saved_at timestamptz not null default now(),
        constraint application_reviews_assignment_id_fkey foreign key (assignment_id) references review_assignments (id) on delete cascade,
        constraint application_reviews_event_id_fkey foreign key (event_id) references events (id) on delete cascade,
        constraint application_reviews_application_id_fkey foreign key (application_id) references applications (id) on delete cascade,
        constraint application_reviews_recommendation_check check (recommendation in ('accept', 'maybe', 'reject'))
      )`);
    this.addSql('create index application_reviews_event_index on application_reviews (event_id)');
    this.addSql('create index application_reviews_application_index on application_reviews (application_id)');
  }

  override down(): void {
    this.addSql('drop table if exists application_reviews');
    this.addSql('drop table if exists review_assignments');
  }
}
