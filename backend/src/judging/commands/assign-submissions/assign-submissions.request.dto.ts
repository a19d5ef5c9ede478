import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class AssignSubmissionsDto {
  /** Reviews per submission, 1 to 10. */
  @ApiProperty({ default: 3, minimum: 1, maximum: 10 })
  @IsOptional()
  @IsInt({ message: 'Reviews per submission must be a whole number' })
  @Min(1, { message: 'Reviews per submission must be at least 1' })
  @Max(10, { message: 'Reviews per submission must be at most 10' })
  reviewsPerSubmission?: number;

  /** Judges sharing an email domain with a team member count as conflicted (public mail providers never do). */
  @ApiProperty({ default: true })
  @IsOptional()
  @IsBoolean()
  sameDomainConflicts?: boolean;

  /** The tie-breaking shuffle's seed; the event's id by default. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  seed?: string;
}
