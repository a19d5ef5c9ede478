import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class DeclareConflictDto {
  /** The team (its project). */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'projectId must be a valid id' })
  projectId!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason!: string;
}
