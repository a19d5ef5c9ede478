import { TeamMemberDto } from '../../../common/team-member.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import {
  ProjectFileDto,
  ProjectImage,
  ProjectImageFileDto,
  ProjectSummaryDto,
  SubmissionDto,
} from '../../project-views.dto.js';

export class ProjectDetailDto extends ProjectSummaryDto {
  demoUrl!: string | null;

  repoUrl!: string | null;

  images!: ProjectImage[];

  /** The uploaded pitch deck (PUT/DELETE /api/projects/:projectId/pitch-deck). */
  @ApiProperty({ type: ProjectFileDto, nullable: true })
  pitchDeck!: ProjectFileDto | null;

  /** The uploaded images in order, at most 3 (PUT /api/projects/:projectId/image-files). */
  imageFiles!: ProjectImageFileDto[];

  version!: number;

  team!: TeamMemberDto[];

  /** Newest first. */
  submissions!: SubmissionDto[];
}
