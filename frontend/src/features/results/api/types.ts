// Provisional shapes until the results API contract lands; then these alias the generated schema.
export type JudgingPhase = 'not_started' | 'open' | 'closed' | 'published';

export interface LeaderboardRow {
  submissionId: string;
  projectId: string;
  title: string;
  tagline: string | null;
  track: string;
  rank: number;
  normalisedScore: number;
  rawMean: number;
  standardError: number | null;
  reviews: number;
  place: number | null;
}

export interface TrackLeaderboard {
  track: string;
  rows: LeaderboardRow[];
}

export interface Leaderboard {
  eventId: string;
  eventTitle: string;
  phase: JudgingPhase;
  overall: LeaderboardRow[];
  tracks: TrackLeaderboard[];
}

export interface LeaderboardEvent {
  eventId: string;
  eventTitle: string;
  phase: JudgingPhase;
  publishedAt: string | null;
  submissions: number;
}

export interface CriterionAverage {
  criterionId: string;
  label: string;
  average: number;
}

export interface JudgeFeedback {
  judge: string;
  feedback: string;
}

export interface MyResults {
  eventId: string;
  eventTitle: string;
  track: string;
  rank: number;
  of: number;
  criteria: CriterionAverage[];
  feedback: JudgeFeedback[];
}
