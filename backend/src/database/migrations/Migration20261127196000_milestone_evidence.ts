import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 'Uploads', ventures: the evidence files a milestone carries (at most 5: the attaching
 * command checks). No foreign keys (the file's own row says whether it is attached; ventures sets
 * these in the attaching command), as for the profile's avatar and the project's files.
 */
export class Migration20261127196000_milestone_evidence extends Migration {
  override up(): void {
    this.addSql(`alter table venture_milestones add column evidence jsonb not null default '[]'`);
  }

  override down(): void {
    this.addSql('alter table venture_milestones drop column if exists evidence');
  }
}
