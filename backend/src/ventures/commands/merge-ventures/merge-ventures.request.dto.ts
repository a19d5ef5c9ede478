import { IsUUID } from 'class-validator';
import { Reason } from '../../reason.dto.js';

export class MergeVenturesDto {
  /** The venture that stays: it receives every entry, milestone and check-in of the merged one. */
  @IsUUID('all', { message: 'Please select the venture to merge into.' })
  intoVentureId!: string;

  @Reason()
  reason!: string;
}
