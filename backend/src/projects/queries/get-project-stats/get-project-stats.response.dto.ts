export class ProjectStatsDto {
  projects!: number;

  submissions!: number;

  /** Submissions awaiting judging (status submitted). */
  pendingSubmissions!: number;

  /** Submitted projects per event, rounded; 0 without events. */
  averageProjectsPerEvent!: number;
}
