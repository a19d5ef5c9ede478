import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, ValidateIf } from 'class-validator';

export class SetJudgingCloseDateDto {
  /** The close date judges are reminded of (ISO 8601 with an offset, in the future), or null to clear it. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2027-01-10T17:00:00Z' })
  @ValidateIf((_dto, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'The close date must be a date and time (ISO 8601)' })
  closesAt!: string | null;
}
