import { ProjectEventLink } from './project-event-link.entity.js';
import { ProjectMember } from './project-member.entity.js';
import { ProjectSubmission } from './project-submission.entity.js';
import { Project } from './project.entity.js';

/** Registered by ProjectsModule. */
export const PROJECTS_ENTITIES = [Project, ProjectMember, ProjectEventLink, ProjectSubmission];
