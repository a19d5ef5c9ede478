import type { ProjectStatus } from './project.events.js';

/**
 * A project's status follows from its facts: submitted once any submission exists, active while
 * attached to an event, draft otherwise (so detaching an unsubmitted project makes it a draft again).
 * The stored `projects.status` follows the same rule (see ProjectRepository); reads derive it, so a
 * project whose event was just deleted reads right before the stored value has caught up.
 */
export function projectStatus(facts: { submissionCount: number; attached: boolean }): ProjectStatus {
  if (facts.submissionCount > 0) return 'submitted';
  return facts.attached ? 'active' : 'draft';
}
