import { IsUUID } from 'class-validator';

export class ChangeAvatarDto {
  /** A staged upload of the caller with purpose 'avatar' (POST /api/files). */
  @IsUUID('4', { message: 'must be the id of an uploaded file' })
  fileId!: string;
}
