import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class AddJudgeDto {
  /** An email (exact match first) or part of a name (first profile whose name contains it). */
  @ApiProperty({ example: 'grace@example.com' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Enter a judge email or name' })
  @MaxLength(320)
  query!: string;
}
