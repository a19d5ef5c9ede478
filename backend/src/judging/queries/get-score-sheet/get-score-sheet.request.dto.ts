import { IsOptional, IsUUID } from 'class-validator';

export class ScoreSheetQueryDto {
  /** The event, needed when the project was judged in more than one event. */
  @IsOptional()
  @IsUUID('all', { message: 'event must be a valid id' })
  event?: string;
}
