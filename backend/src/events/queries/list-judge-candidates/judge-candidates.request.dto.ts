import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class JudgeCandidatesQueryDto {
  /** Part of a name (profile name, or first and last name), case-insensitive. */
  @ApiProperty({ example: 'grace' })
  @Transform(trim)
  @IsString({ message: 'Enter part of a judge name' })
  @IsNotEmpty({ message: 'Enter part of a judge name' })
  @MaxLength(200)
  q!: string;
}
