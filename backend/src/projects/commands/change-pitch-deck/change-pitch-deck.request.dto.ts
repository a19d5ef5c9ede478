import { IsUUID } from 'class-validator';

export class ChangePitchDeckDto {
  /** A staged upload of the caller with purpose 'pitch_deck' (POST /api/files). */
  @IsUUID('4', { message: 'must be the id of an uploaded file' })
  fileId!: string;
}
