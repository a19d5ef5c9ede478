import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../../common/errors/text-transforms.js';

export class RecuseFromReviewDto {
  /** Why (a conflict of interest, for instance); staff read it in the audit trail. */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason!: string;
}

export class ReviewRecusalDto {
  /** Whether another reviewer was assigned in the caller's place. */
  reassigned!: boolean;
}
