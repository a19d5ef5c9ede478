import { IsUUID } from 'class-validator';
import { Reason } from '../../reason.dto.js';

export class MoveEntryDto {
  /** The venture the entry moves to. */
  @IsUUID('all', { message: 'Please select a venture.' })
  ventureId!: string;

  @Reason()
  reason!: string;
}
