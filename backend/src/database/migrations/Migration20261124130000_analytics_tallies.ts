import { Migration } from '@mikro-orm/migrations';

/** tallySlotOf(id) in SQL: the id's last two hex digits modulo TALLY_SLOTS (8). */
const TALLY_SLOT_SQL = `('x' || right(id::text, 2))::bit(8)::int % 8`;

/**
 * Issue 17: the Analytics tab reads small tables instead of every application. Both are filled
 * from the existing data here, exactly as the commands and the projection would have written them.
 */
export class Migration20261124130000_analytics_tallies extends Migration {
  override up(): void {
    this.addSql(`
      create table application_tallies (
        event_id uuid not null references events (id) on delete cascade,
        day date not null,
        role text check (role in ('Dev', 'PM', 'Designer', 'Other')) not null,
        applied int not null default 0,
        approved int not null default 0,
        slot smallint not null default 0,
        primary key (event_id, day, role, slot)
      )`);
    this.addSql(`
      insert into application_tallies (event_id, day, role, slot, applied, approved)
      select event_id, timezone('UTC', created_at)::date, role, ${TALLY_SLOT_SQL},
        count(*), count(*) filter (where status = 'approved')
      from applications
      group by 1, 2, 3, 4`);

    this.addSql(`
      create table application_decision_lags (
        application_id uuid not null references applications (id) on delete cascade,
        event_id uuid not null references events (id) on delete cascade,
        hours double precision not null,
        primary key (application_id)
      )`);
    this.addSql('create index application_decision_lags_event_index on application_decision_lags (event_id, hours)');
    // The first change out of 'pending' in the event store's order (what DecisionLagProjection keeps).
    this.addSql(`
      insert into application_decision_lags (application_id, event_id, hours)
      select distinct on (h.application_id) h.application_id, a.event_id,
        date_part('epoch', h.changed_at - a.created_at) / 3600
      from application_status_history h
      join applications a on a.id = h.application_id
      where h.old_status = 'pending'
      order by h.application_id, h.event_position`);

    // Only the Analytics tab's counts over every application read it; every apply paid to keep it.
    this.addSql('drop index if exists applications_event_analytics_index');
  }

  override down(): void {
    this.addSql('create index applications_event_analytics_index on applications (event_id, created_at, role, status)');
    this.addSql('drop table if exists application_decision_lags');
    this.addSql('drop table if exists application_tallies');
  }
}
