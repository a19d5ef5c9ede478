import { IsUUID } from 'class-validator';

export class AttachProjectDto {
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;
}
