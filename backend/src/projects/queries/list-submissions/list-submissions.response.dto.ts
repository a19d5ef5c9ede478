import { AdminSubmissionDto } from '../../project-views.dto.js';

export class AdminSubmissionPageDto {
  items!: AdminSubmissionDto[];

  total!: number;

  /** Tracks present among the filtered submissions (before the track filter). */
  tracks!: string[];
}
