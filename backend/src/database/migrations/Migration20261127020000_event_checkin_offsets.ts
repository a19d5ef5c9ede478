import { Migration } from '@mikro-orm/migrations';

/** Issue 27: an event's check-in offsets (days after its end), a setting of the event, defaults 30/90/180. */
export class Migration20261127020000_event_checkin_offsets extends Migration {
  override up(): void {
    this.addSql(`
      alter table events add column checkin_offset_days integer[] not null default '{30,90,180}',
        add constraint events_checkin_offset_days_check
          check (cardinality(checkin_offset_days) >= 1 and cardinality(checkin_offset_days) <= 6)`);
  }

  override down(): void {
    this.addSql('alter table events drop column if exists checkin_offset_days');
  }
}
