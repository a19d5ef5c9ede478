import { Injectable } from '@nestjs/common';
import { scoreItems } from '../../common/panel-review/normalisation.js';
import { type CriterionFacts, JudgingSetup } from '../../events/judging-setup.js';
import { EventJudgingRepository } from '../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../judge-assignment.repository.js';
import { CountedSheets } from './counted-sheets.js';
import { EventWinners } from './event-winners.js';

/** One judged entry as insights reads it: its per-criterion averages and its overall normalised score. */
export interface JudgedEntry {
  submissionId: string;
  /** The snapshot's team and the project's current members (who applied for it). */
  teamUserIds: string[];
  /** Criterion id -> the mean 1-5 score over the counted sheets that scored it. */
  criterionAverages: Map<string, number>;
  /** The normalised score (results' `score`), null without a counted sheet. */
  score: number | null;
  /** A winner's place, else null. */
  place: number | null;
}

/** A counted sheet's weighted total, with its judge: a judge's leniency and ranking. */
export interface JudgeSheetTotal {
  judgeId: string;
  submissionId: string;
  total: number;
}

export interface EventJudgedEntries {
  criteria: CriterionFacts[];
  /** Every submission of the event, judged or not. */
  entries: JudgedEntry[];
  sheets: JudgeSheetTotal[];
}

/**
 * What insights may read of an event's judging (insights.md 'Which criteria predicted outcomes',
 * 'Judges and reviewers'): only the sheets results count (counted-sheets.ts), averaged per
 * criterion, the same normalised score results rank by, and each counted sheet's total per judge.
 * Staff only read it (never shown to judges or teams).
 */
@Injectable()
export class JudgedEntries {
  constructor(
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly counted: CountedSheets,
    private readonly winners: EventWinners,
    private readonly setup: JudgingSetup,
  ) {}

  async of(eventId: string): Promise<EventJudgedEntries> {
    const saved = this.assignments.sheetScoresOfEvent(eventId);
    const [{ submissions, counts }, all, places, criteria] = await Promise.all([
      this.counted.of(eventId, saved, this.judging.find(eventId)),
      saved,
      this.winners.places(eventId),
      this.setup.criteria(eventId),
    ]);
    const sheets = all.filter(counts);
    const scores = scoreItems(
      sheets.map(({ judgeId, submissionId, total }) => ({ reviewerId: judgeId, itemId: submissionId, total })),
    );
    const sums = new Map<string, Map<string, { sum: number; n: number }>>();
    for (const sheet of sheets) {
      let entry = sums.get(sheet.submissionId);
      if (!entry) sums.set(sheet.submissionId, (entry = new Map()));
      for (const [criterionId, score] of Object.entries(sheet.scores)) {
        const kept = entry.get(criterionId) ?? { sum: 0, n: 0 };
        entry.set(criterionId, { sum: kept.sum + score, n: kept.n + 1 });
      }
    }
    const known = new Set(criteria.map((criterion) => criterion.id));
    return {
      criteria,
      entries: submissions.map((submission) => ({
        submissionId: submission.id,
        teamUserIds: submission.teamUserIds,
        criterionAverages: new Map(
          [...(sums.get(submission.id) ?? [])]
            .filter(([criterionId]) => known.has(criterionId))
            .map(([criterionId, { sum, n }]) => [criterionId, sum / n] as const),
        ),
        score: scores.get(submission.id)?.score ?? null,
        place: places.get(submission.id) ?? null,
      })),
      sheets: sheets.map(({ judgeId, submissionId, total }) => ({ judgeId, submissionId, total })),
    };
  }
}
