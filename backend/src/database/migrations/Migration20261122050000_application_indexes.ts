import { Migration } from '@mikro-orm/migrations';

/**
 * The admin applications list orders by (created_at, id) in one direction, within an event or
 * across all: indexes with both columns in the same direction serve either order read forwards or
 * backwards, so a page is an index range (index-only for the ids) instead of a sort of every match.
 */
export class Migration20261122050000_application_indexes extends Migration {
  override up(): void {
    this.addSql('drop index if exists applications_event_created_index');
    this.addSql('drop index if exists applications_created_index');
    this.addSql('create index applications_event_created_index on applications (event_id, created_at, id)');
    this.addSql('create index applications_created_index on applications (created_at, id)');
  }

  override down(): void {
    this.addSql('drop index if exists applications_event_created_index');
    this.addSql('drop index if exists applications_created_index');
    this.addSql('create index applications_event_created_index on applications (event_id, created_at desc)');
    this.addSql('create index applications_created_index on applications (created_at desc, id)');
  }
}
