import { ProjectEventLink } from './project-event-link.entity.js';
import { Project } from './project.entity.js';
import { ProjectMember } from './project-member.entity.js';
import { ProjectSubmission } from './project-submission.entity.js';
import { TeamInvitation } from './team-invitation.entity.js';
import { TeamJoinRequest } from './team-join-request.entity.js';
import { TeamSeeker } from './team-seeker.entity.js';
import { Winner } from './winner.entity.js';

/** Registered by ProjectsModule. */
export const PROJECTS_ENTITIES = [
  Project,
  ProjectMember,
  ProjectEventLink,
  ProjectSubmission,
  Winner,
  TeamInvitation,
  TeamJoinRequest,
  TeamSeeker,
];
