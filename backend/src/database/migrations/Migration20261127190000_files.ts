import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 'Uploads': one row per uploaded file, staged until a command attaches it; an image's
 * display sizes (each its own storage key) listed in `variants`.
 */
export class Migration20261127190000_files extends Migration {
  override up(): void {
    this.addSql(`
      create table files (
        id uuid not null,
        owner_id uuid not null,
        purpose text not null,
        storage_key varchar(300) not null,
        content_type varchar(100) not null,
        size_bytes int not null,
        sha256 varchar(64) not null,
        original_name varchar(255) not null,
        width int null,
        height int null,
        variants jsonb not null default '[]',
        state text not null default 'staged',
        created_at timestamptz not null default now(),
        attached_at timestamptz null,
        constraint files_pkey primary key (id),
        constraint files_owner_id_fkey foreign key (owner_id) references users (id) on delete cascade,
        constraint files_purpose_check check (purpose in ('project_image', 'pitch_deck', 'avatar', 'milestone_evidence')),
        constraint files_state_check check (state in ('staged', 'attached', 'deleted'))
      )`);
    this.addSql('create index files_state_created_at_index on files (state, created_at)');
    this.addSql('create index files_owner_index on files (owner_id)');
  }

  override down(): void {
    this.addSql('drop table if exists files');
  }
}
