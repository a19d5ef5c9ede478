import { ApiProperty } from '@nestjs/swagger';
import { AdminSubmissionDto, ProjectImage } from '../../project-views.dto.js';

export class AdminSubmissionDetailDto extends AdminSubmissionDto {
  /** As submitted (from the snapshot), like everything else here. */
  @ApiProperty({ type: String, nullable: true })
  descriptionMd!: string | null;

  @ApiProperty({ type: [ProjectImage] })
  images!: ProjectImage[];
}
