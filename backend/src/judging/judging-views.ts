import { Injectable } from '@nestjs/common';
import { ProjectTitles } from '../projects/project-titles.js';
import type { SubmissionFacts } from '../projects/event-submissions.js';
import { UserDirectory } from '../users/user-directory.js';
import type { AssignmentRow } from './judge-assignment.repository.js';
import type { ConflictRow } from './judge-conflict.repository.js';
import type { CriterionScoreDto, DeclaredConflictDto, ScoreSheetDto } from './judging-views.dto.js';

/** Turns judging rows into the shapes the API answers with. */
@Injectable()
export class JudgingViews {
  constructor(
    private readonly people: UserDirectory,
    private readonly projects: ProjectTitles,
  ) {}

  async conflicts(rows: readonly ConflictRow[]): Promise<DeclaredConflictDto[]> {
    const [people, titles] = await Promise.all([
      this.people.people(rows.map((row) => row.judgeId)),
      this.projects.titles(rows.map((row) => row.projectId)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      judgeId: row.judgeId,
      judgeName: people.get(row.judgeId)?.displayName ?? 'Unknown',
      projectId: row.projectId,
      projectTitle: titles.get(row.projectId) ?? 'Unknown project',
      reason: row.reason,
      declaredAt: row.createdAt.toISOString(),
    }));
  }
}

/** A saved sheet with its scores in the criteria's order (heaviest first). */
export function sheetView(assignment: AssignmentRow, criteria: readonly { id: string }[]): ScoreSheetDto | null {
  const sheet = assignment.sheet;
  if (!sheet) return null;
  const scores: CriterionScoreDto[] = criteria
    .filter((criterion) => sheet.scores[criterion.id] !== undefined)
    .map((criterion) => ({ criterionId: criterion.id, score: sheet.scores[criterion.id] }));
  return {
    assignmentId: assignment.id,
    scores,
    total: sheet.total,
    noteToStaff: sheet.noteToStaff,
    feedback: sheet.feedback,
    version: sheet.version,
    savedAt: sheet.savedAt.toISOString(),
  };
}

/** Oldest submission first, the order of the queue and of the matrix. */
export function bySubmissionOrder(submissions: ReadonlyMap<string, SubmissionFacts>) {
  return (a: { submissionId: string }, b: { submissionId: string }) => {
    const left = submissions.get(a.submissionId);
    const right = submissions.get(b.submissionId);
    const time = (left?.submittedAt.getTime() ?? 0) - (right?.submittedAt.getTime() ?? 0);
    return time || (a.submissionId < b.submissionId ? -1 : a.submissionId > b.submissionId ? 1 : 0);
  };
}
