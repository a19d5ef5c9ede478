import { ApiProperty } from '@nestjs/swagger';
import { AdminSubmissionDto, ProjectFileDto, ProjectImage, ProjectImageFileDto } from '../../project-views.dto.js';

export class AdminSubmissionDetailDto extends AdminSubmissionDto {
  /** As submitted (from the snapshot), like everything else here. */
  descriptionMd!: string | null;

  images!: ProjectImage[];

  /** The uploaded pitch deck as submitted (null: none then). */
  @ApiProperty({ type: ProjectFileDto, nullable: true })
  pitchDeck!: ProjectFileDto | null;

  /** The uploaded images as submitted, in order. */
  imageFiles!: ProjectImageFileDto[];
}
