import { ApiProperty } from '@nestjs/swagger';

export class AttachableEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  submissionDeadline!: string;

  @ApiProperty()
  graceMinutes!: number;

  @ApiProperty()
  timezone!: string;

  @ApiProperty({ type: [String] })
  tracks!: string[];
}
