import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 'No orphans, no loss': an upload is written down before its bytes are stored, and a
 * deleted file's objects are marked once gone, so a crash between any two steps leaves a row the
 * sweep finds.
 */
export class Migration20261127192000_file_cleanup extends Migration {
  override up(): void {
    this.addSql(`
      create table file_uploads_in_progress (
        file_id uuid not null,
        owner_id uuid not null,
        started_at timestamptz not null default now(),
        constraint file_uploads_in_progress_pkey primary key (file_id),
        constraint file_uploads_in_progress_owner_id_fkey foreign key (owner_id) references users (id) on delete cascade
      )`);
    this.addSql('create index file_uploads_in_progress_started_at_index on file_uploads_in_progress (started_at)');
    this.addSql(
      'alter table files add column deleted_at timestamptz null, add column objects_removed_at timestamptz null',
    );
  }

  override down(): void {
    this.addSql('alter table files drop column objects_removed_at, drop column deleted_at');
    this.addSql('drop table file_uploads_in_progress');
  }
}
