import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

export const TEAM_JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TeamJoinRequestStatus = (typeof TEAM_JOIN_REQUEST_STATUSES)[number];

/** Someone asking to join a team, with a short message to its owner. */
export const TeamJoinRequest = defineEntity({
  name: 'TeamJoinRequest',
  tableName: 'team_join_requests',
  properties: {
    id: p.uuid().primary(),
    project: p.manyToOne(Project).deleteRule('cascade').foreignKeyName('team_join_requests_project_id_fkey'),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('team_join_requests_user_id_fkey'),
    message: p.string().length(500),
    status: p.enum(TEAM_JOIN_REQUEST_STATUSES).default('pending'),
    createdAt: p.datetime().defaultRaw('now()'),
    decidedAt: p.datetime().nullable(),
  },
  uniques: [
    // One open request per person and team.
    {
      name: 'team_join_requests_one_pending',
      properties: ['project', 'user'],
      where: "status = 'pending'",
    },
  ],
  indexes: [{ name: 'team_join_requests_user_index', properties: ['user'] }],
});
