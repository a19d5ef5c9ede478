import { AdminSubmissionDto, ProjectImage } from '../../project-views.dto.js';

export class AdminSubmissionDetailDto extends AdminSubmissionDto {
  /** As submitted (from the snapshot), like everything else here. */
  descriptionMd!: string | null;

  images!: ProjectImage[];
}
