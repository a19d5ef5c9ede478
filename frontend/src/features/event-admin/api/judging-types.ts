// The staff side of the judging API, as the Judging tab uses it.
// TODO(contract): alias the generated schema's DTOs once the backend's contract lands.

export type JudgingPhase = 'not_started' | 'open' | 'closed' | 'published';

export interface JudgingOverview {
  phase: JudgingPhase;
  reviewsPerSubmission: number;
  coverage: { fullyReviewed: number; submissions: number };
  judges: {
    userId: string;
    name: string | null;
    email: string;
    assigned: number;
    completed: number;
    recused: number;
  }[];
  submissions: { submissionId: string; projectId: string; title: string; track: string; reviews: number }[];
  assignments: {
    assignmentId: string;
    submissionId: string;
    judgeId: string;
    state: 'assigned' | 'completed' | 'recused';
    hasScores: boolean;
    total: number | null;
  }[];
  conflicts: { judgeId: string; judgeName: string; teamTitle: string; reason: string; declaredAt: string }[];
}

export interface AssignResult {
  added: number;
  shortOfJudges: { submissionId: string; title: string; reviews: number }[];
}
