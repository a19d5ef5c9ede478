import { ApiProperty } from '@nestjs/swagger';
import { AdminSubmissionDto } from '../../project-views.dto.js';

export class AdminSubmissionPageDto {
  @ApiProperty({ type: [AdminSubmissionDto] })
  items!: AdminSubmissionDto[];

  @ApiProperty()
  total!: number;

  @ApiProperty({
    type: [String],
    description: 'Tracks present among the filtered submissions (before the track filter)',
  })
  tracks!: string[];
}
