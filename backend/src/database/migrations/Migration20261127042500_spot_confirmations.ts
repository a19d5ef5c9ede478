import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28 (review.md 'Confirming a spot'): an approved applicant confirms their spot by a deadline
 * or declines it; a decline or a missed deadline withdraws the application, freeing the spot. The
 * deadlines are rows here, read by the scheduler's tick; the tallies count withdrawn applications.
 */
export class Migration20261127042500_spot_confirmations extends Migration {
  override up(): void {
    this.addSql('alter table applications drop constraint applications_status_check');
    this.addSql(`
      alter table applications add constraint applications_status_check
        check (status in ('pending', 'approved', 'waitlisted', 'rejected', 'withdrawn'))`);
    this.addSql('alter table application_tallies add column withdrawn int not null default 0');
    this.addSql(`
      create table spot_confirmations (
        application_id uuid primary key,
        offered_at timestamptz not null,
        due_at timestamptz not null,
        confirmed_at timestamptz null,
        declined_at timestamptz null,
        expired_at timestamptz null,
        constraint spot_confirmations_application_id_fkey foreign key (application_id)
          references applications (id) on delete cascade,
        constraint spot_confirmations_one_end_check check (declined_at is null or expired_at is null)
      )`);
    this.addSql(`
      create index spot_confirmations_open_due_index on spot_confirmations (due_at)
        where confirmed_at is null and declined_at is null and expired_at is null`);
  }

  override down(): void {
    this.addSql('drop table if exists spot_confirmations');
    this.addSql("update applications set status = 'rejected' where status = 'withdrawn'");
    this.addSql('update application_tallies set rejected = rejected + withdrawn');
    this.addSql('alter table application_tallies drop column withdrawn');
    this.addSql('alter table applications drop constraint applications_status_check');
    this.addSql(`
      alter table applications add constraint applications_status_check
        check (status in ('pending', 'approved', 'waitlisted', 'rejected'))`);
  }
}
