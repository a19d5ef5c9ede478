import { ApiProperty } from '@nestjs/swagger';

export type DependencyState = 'up' | 'down';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: DependencyState;

  @ApiProperty({ enum: ['up', 'down'] })
  redis!: DependencyState;
}
