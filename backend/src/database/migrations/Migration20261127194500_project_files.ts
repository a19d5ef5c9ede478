import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 'Uploads', projects: the uploaded pitch deck and images (with alt text) a project uses.
 * No foreign keys (the file's own row says whether it is attached; projects sets these in the
 * attaching command); submissions reference the same file ids in their snapshot.
 */
export class Migration20261127194500_project_files extends Migration {
  override up(): void {
    this.addSql(
      `alter table projects add column pitch_deck jsonb null, add column image_files jsonb not null default '[]'`,
    );
  }

  override down(): void {
    this.addSql('alter table projects drop column if exists pitch_deck, drop column if exists image_files');
  }
}
