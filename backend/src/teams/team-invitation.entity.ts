import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];

/**
 * An owner's invitation of an email address into the team; only the token's digest is stored.
 * `invitee` is set when the owner picked the person from 'People looking for a team': the owner
 * never typed that address, so the team view shows it masked, with the person's name.
 */
export const TeamInvitation = defineEntity({
  name: 'TeamInvitation',
  tableName: 'team_invitations',
  properties: {
    id: p.uuid().primary(),
    project: p.manyToOne(Project).deleteRule('cascade').foreignKeyName('team_invitations_project_id_fkey'),
    /** Lower-cased. */
    email: p.string().length(320),
    invitedBy: p
      .manyToOne(User)
      .fieldName('invited_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('team_invitations_invited_by_fkey'),
    invitee: p
      .manyToOne(User)
      .fieldName('invitee_id')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('team_invitations_invitee_id_fkey'),
    tokenDigest: p.string().length(64),
    status: p.enum(TEAM_INVITATION_STATUSES).default('pending'),
    expiresAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
    decidedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'team_invitations_token_digest_key', properties: ['tokenDigest'] }],
  indexes: [
    { name: 'team_invitations_project_index', properties: ['project', 'createdAt'] },
    { name: 'team_invitations_email_index', properties: ['email'] },
    // The daily invitation quota counts an inviter's invitations of the last 24 hours.
    { name: 'team_invitations_inviter_index', properties: ['invitedBy', 'createdAt'] },
  ],
});
