import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class AttachProjectDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;
}
