// The judges' side of the judging API, as the screens use it.
// TODO(contract): alias the generated schema's DTOs once the backend's contract lands.

import type { JudgingPhase, QueueAssignment } from '@/api/get-my-judging-queue';

export type { JudgingPhase, QueueAssignment, QueueEvent } from '@/api/get-my-judging-queue';

export interface SheetCriterion {
  id: string;
  label: string;
  weight: number;
  description: string | null;
}

export interface SheetSubmission {
  title: string;
  tagline: string | null;
  descriptionMd: string | null;
  demoUrl: string | null;
  repoUrl: string | null;
  track: string;
  images: { url: string; alt: string }[];
  team: { name: string; role: string }[];
}

export interface SavedSheet {
  scores: { criterionId: string; score: number }[];
  noteToStaff: string | null;
  feedbackToTeam: string | null;
  version: number;
}

export interface ScoreSheetView {
  eventId: string;
  eventTitle: string;
  phase: JudgingPhase;
  assignmentState: QueueAssignment['state'];
  submission: SheetSubmission;
  criteria: SheetCriterion[];
  sheet: SavedSheet | null;
}
