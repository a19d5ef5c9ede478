import { ProjectSummaryDto, SubmissionDto } from '../../project-views.dto.js';

/** The participant dashboard's Project tab: the project in this event, if any, and its submission. */
export class EventProjectDto {
  project!: ProjectSummaryDto | null;

  submission!: SubmissionDto | null;
}
