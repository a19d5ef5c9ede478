import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class RecuseDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason!: string;
}

export class RecusalResultDto {
  /** Whether another judge was assigned in the caller's place. */
  reassigned!: boolean;
}
