import { IsUUID } from 'class-validator';

export class AttachMilestoneEvidenceDto {
  /** A staged upload of the caller with purpose 'milestone_evidence' (POST /api/files). */
  @IsUUID('4', { message: 'must be the id of an uploaded file' })
  fileId!: string;
}
