import { IsIn } from 'class-validator';
import { EVENT_STATUSES, type EventStatus } from '../../event-rules.js';

export class ChangeEventStatusDto {
  @IsIn(EVENT_STATUSES, { message: `Status must be one of ${EVENT_STATUSES.join(', ')}` })
  status!: EventStatus;
}
