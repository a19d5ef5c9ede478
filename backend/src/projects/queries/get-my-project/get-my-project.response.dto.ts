import { ApiProperty } from '@nestjs/swagger';
import { ProjectImage, ProjectSummaryDto, SubmissionDto, TeamMemberDto } from '../../project-views.dto.js';

export class ProjectDetailDto extends ProjectSummaryDto {
  @ApiProperty({ type: String, nullable: true })
  demoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  repoUrl!: string | null;

  @ApiProperty({ type: [ProjectImage] })
  images!: ProjectImage[];

  @ApiProperty()
  version!: number;

  @ApiProperty({ type: [TeamMemberDto] })
  team!: TeamMemberDto[];

  @ApiProperty({ type: [SubmissionDto], description: 'Newest first' })
  submissions!: SubmissionDto[];
}
