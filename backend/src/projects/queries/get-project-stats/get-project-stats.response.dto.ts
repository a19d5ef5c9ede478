import { ApiProperty } from '@nestjs/swagger';

export class ProjectStatsDto {
  @ApiProperty()
  projects!: number;

  @ApiProperty()
  submissions!: number;

  @ApiProperty({ description: 'Submissions awaiting judging (status submitted)' })
  pendingSubmissions!: number;

  @ApiProperty({ description: 'Submitted projects per event, rounded; 0 without events' })
  averageProjectsPerEvent!: number;
}
