import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 'Uploads', the avatar: the profile points at its uploaded avatar file. No foreign key
 * (the file's own row says whether it is attached; the profile is set in the attaching command).
 */
export class Migration20261127191000_profile_avatar_file extends Migration {
  override up(): void {
    this.addSql('alter table profiles add column avatar_file_id uuid null');
  }

  override down(): void {
    this.addSql('alter table profiles drop column if exists avatar_file_id');
  }
}
