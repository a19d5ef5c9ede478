import { ApiProperty } from '@nestjs/swagger';
import { ProjectSummaryDto, SubmissionDto } from '../../project-views.dto.js';

/** The participant dashboard's Project tab: the project in this event, if any, and its submission. */
export class EventProjectDto {
  @ApiProperty({ type: ProjectSummaryDto, nullable: true })
  project!: ProjectSummaryDto | null;

  @ApiProperty({ type: SubmissionDto, nullable: true })
  submission!: SubmissionDto | null;
}
