import type { components } from '@/api/generated/schema';

export type JudgingPhase = components['schemas']['JudgingPhase'];
export type JudgingOverview = components['schemas']['JudgingProgressDto'];
export type JudgeLoad = components['schemas']['JudgeLoadDto'];
export type MatrixSubmission = components['schemas']['MatrixSubmissionDto'];
export type MatrixCell = components['schemas']['MatrixCellDto'];
export type AssignResult = components['schemas']['AssignResultDto'];
export type DeclaredConflict = components['schemas']['DeclaredConflictDto'];
