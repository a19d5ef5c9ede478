import { IsOptional, IsUUID } from 'class-validator';

export class EventAnalyticsQueryDto {
  /** The event to show; all events when absent. */
  @IsOptional()
  @IsUUID(undefined, { message: 'must be an event id' })
  eventId?: string;
}
