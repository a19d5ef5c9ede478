import type { components } from '@/api/generated/schema';

export type JudgingPhase = components['schemas']['JudgingPhase'];
export type AssignmentState = components['schemas']['AssignmentState'];
export type ScoreSheetView = components['schemas']['ScoreSheetViewDto'];
export type SheetCriterion = components['schemas']['SheetCriterionDto'];
export type SubmittedProject = components['schemas']['SubmittedProjectDto'];
export type SavedSheet = components['schemas']['ScoreSheetDto'];
export type JudgingTeam = components['schemas']['JudgingTeamDto'];
