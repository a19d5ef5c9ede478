import { Migration } from '@mikro-orm/migrations';

/** Issue 17: the Analytics tab counts applications per day, role and status from one index. */
export class Migration20261124120000_analytics extends Migration {
  override up(): void {
    this.addSql('create index applications_event_analytics_index on applications (event_id, created_at, role, status)');
  }

  override down(): void {
    this.addSql('drop index applications_event_analytics_index');
  }
}
