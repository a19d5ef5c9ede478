import { TeamMemberDto } from '../../../common/team-member.dto.js';
import { ProjectImage, ProjectSummaryDto, SubmissionDto } from '../../project-views.dto.js';

export class ProjectDetailDto extends ProjectSummaryDto {
  demoUrl!: string | null;

  repoUrl!: string | null;

  images!: ProjectImage[];

  version!: number;

  team!: TeamMemberDto[];

  /** Newest first. */
  submissions!: SubmissionDto[];
}
