import { OmitType } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { CreateEventDto } from '../create-event/create-event.request.dto.js';

/** The wizard's fields and rules; criteria and judges are edited on the Judging tab. */
export class UpdateEventDto extends OmitType(CreateEventDto, ['criteria', 'judges'] as const) {
  /** The event's `version` as the edit page loaded it; a stale one is a 409. */
  @IsInt({ message: 'Version must be a whole number' })
  @Min(1, { message: 'Version must be a whole number' })
  expectedVersion!: number;
}
