import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = "('submission_deadline', 'judging', 'spot_confirmation')";
const KINDS = "('submission_deadline', 'judging', 'judging_close', 'spot_confirmation')";

/**
 * Issue 30 'Automatic reminders', judging: when judging last opened (the '24 h after' reminder counts
 * from it) and the close date staff set (the '24 h before' one), and the new reminder kind.
 */
export class Migration20261127180000_judging_reminders extends Migration {
  override up(): void {
    this.addSql(
      'alter table event_judging add column opened_at timestamptz null, add column closes_at timestamptz null',
    );
    for (const table of ['reminder_settings', 'reminder_deliveries']) {
      this.addSql(`alter table ${table} drop constraint ${table}_kind_check`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in ${KINDS})`);
    }
  }

  override down(): void {
    for (const table of ['reminder_settings', 'reminder_deliveries']) {
      this.addSql(`delete from ${table} where kind = 'judging_close'`);
      this.addSql(`alter table ${table} drop constraint ${table}_kind_check`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in ${KINDS_BEFORE})`);
    }
    this.addSql('alter table event_judging drop column if exists opened_at, drop column if exists closes_at');
  }
}
