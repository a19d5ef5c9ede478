export type DependencyState = 'up' | 'down';

export class HealthDto {
  status!: 'ok' | 'degraded';

  database!: DependencyState;

  redis!: DependencyState;
}
