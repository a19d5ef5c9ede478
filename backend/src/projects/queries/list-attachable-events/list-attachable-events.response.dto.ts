import { ApiProperty } from '@nestjs/swagger';

export class AttachableEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  submissionDeadline!: string;

  graceMinutes!: number;

  timezone!: string;

  tracks!: string[];
}
