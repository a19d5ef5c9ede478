import { IsUUID } from 'class-validator';

export class RelinkEntryDto {
  /** The venture the entry moves to: one the caller is a member of. */
  @IsUUID('all', { message: 'Please select a venture.' })
  ventureId!: string;
}
