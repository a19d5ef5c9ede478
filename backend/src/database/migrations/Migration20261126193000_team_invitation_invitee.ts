import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25: an invitation of a person picked from 'People looking for a team' names them (the team
 * view shows their name and a masked email), and the daily invitation quota counts per inviter.
 */
export class Migration20261126193000_team_invitation_invitee extends Migration {
  override up(): void {
    this.addSql(
      'alter table team_invitations add column invitee_id uuid null references users (id) on delete set null',
    );
    this.addSql('create index team_invitations_inviter_index on team_invitations (invited_by, created_at)');
  }

  override down(): void {
    this.addSql('drop index if exists team_invitations_inviter_index');
    this.addSql('alter table team_invitations drop column if exists invitee_id');
  }
}
