import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25, point 18: the lost email recovery's due time, shared by every worker process, so a
 * worker that restarts more often than the interval no longer postpones it.
 */
export class Migration20261126190000_scheduled_tasks extends Migration {
  override up(): void {
    this.addSql(`
      create table scheduled_tasks (
        name varchar(255) primary key,
        next_due_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists scheduled_tasks');
  }
}
