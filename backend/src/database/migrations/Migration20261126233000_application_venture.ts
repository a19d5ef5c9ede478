import { Migration } from '@mikro-orm/migrations';

/** Issue 27, applications: 'Are you continuing a venture?' is kept with the application (optional). */
export class Migration20261126233000_application_venture extends Migration {
  override up(): void {
    this.addSql(`
      alter table applications add column venture_id uuid null,
        add constraint applications_venture_id_fkey foreign key (venture_id) references ventures (id) on delete set null`);
    this.addSql('create index applications_venture_index on applications (venture_id)');
  }

  override down(): void {
    this.addSql('drop index if exists applications_venture_index');
    this.addSql('alter table applications drop column if exists venture_id');
  }
}
