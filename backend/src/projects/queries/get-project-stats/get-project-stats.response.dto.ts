export class ProjectStatsDto {
  projects!: number;

  submissions!: number;

  /** Submissions needing judging: fewer completed reviews than their event asks for. */
  pendingSubmissions!: number;

  /** Submitted projects per event, rounded; 0 without events. */
  averageProjectsPerEvent!: number;
}
