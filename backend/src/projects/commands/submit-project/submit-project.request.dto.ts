import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class SubmitProjectDto {
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;

  @ApiProperty({ example: 'discovery' })
  @Transform(trim)
  @IsString({ message: 'Please select a track.' })
  @IsNotEmpty({ message: 'Please select a track.' })
  @MaxLength(50)
  track!: string;
}
