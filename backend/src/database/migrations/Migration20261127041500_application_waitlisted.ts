import { Migration } from '@mikro-orm/migrations';

/** tallySlotOf(id) in SQL: the id's last two hex digits modulo TALLY_SLOTS (8). */
const TALLY_SLOT_SQL = `('x' || right(id::text, 2))::bit(8)::int % 8`;

/**
 * Issue 28 (review.md 'Decisions'): applications may be waitlisted. The Analytics tab counts
 * applications by status from the tallies, so they gain a count per decided status, filled from
 * the applications as the status command would have kept them.
 */
export class Migration20261127041500_application_waitlisted extends Migration {
  override up(): void {
    this.addSql('alter table applications drop constraint applications_status_check');
    this.addSql(`
      alter table applications add constraint applications_status_check
        check (status in ('pending', 'approved', 'waitlisted', 'rejected'))`);
    this.addSql(`
      alter table application_tallies
        add column waitlisted int not null default 0,
        add column rejected int not null default 0`);
    this.addSql(`
      update application_tallies t
      set waitlisted = c.waitlisted, rejected = c.rejected
      from (
        select event_id, timezone('UTC', created_at)::date as day, role, ${TALLY_SLOT_SQL} as slot,
          count(*) filter (where status = 'waitlisted') as waitlisted,
          count(*) filter (where status = 'rejected') as rejected
        from applications
        group by 1, 2, 3, 4
      ) c
      where t.event_id = c.event_id and t.day = c.day and t.role = c.role and t.slot = c.slot`);
  }

  override down(): void {
    this.addSql("update applications set status = 'pending' where status = 'waitlisted'");
    this.addSql('alter table application_tallies drop column waitlisted, drop column rejected');
    this.addSql('alter table applications drop constraint applications_status_check');
    this.addSql(`
      alter table applications add constraint applications_status_check
        check (status in ('pending', 'approved', 'rejected'))`);
  }
}
