import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Project } from './project.entity.js';

export const PROJECT_MEMBER_ROLES = ['owner', 'member'] as const;
export type ProjectMemberRole = (typeof PROJECT_MEMBER_ROLES)[number];

/** The team behind a project; the owner is its first member. */
export const ProjectMember = defineEntity({
  name: 'ProjectMember',
  tableName: 'project_members',
  properties: {
    project: p
      .manyToOne(Project)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('project_members_project_id_fkey'),
    user: p
      .manyToOne(User)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('project_members_user_id_fkey'),
    role: p.enum(PROJECT_MEMBER_ROLES),
    joinedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'project_members_user_index', properties: ['user'] }],
});
