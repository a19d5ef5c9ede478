import { ProjectImage, ProjectSummaryDto, SubmissionDto, TeamMemberDto } from '../../project-views.dto.js';

export class ProjectDetailDto extends ProjectSummaryDto {
  demoUrl!: string | null;

  repoUrl!: string | null;

  images!: ProjectImage[];

  version!: number;

  team!: TeamMemberDto[];

  /** Newest first. */
  submissions!: SubmissionDto[];
}
