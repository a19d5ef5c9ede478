import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

/** One completed review: a judge's total for a submission, and when it was saved. */
export interface ReviewFact {
  eventId: string;
  submissionId: string;
  judgeId: string;
  total: number;
  savedAt: Date;
}

export interface JudgingFigures {
  reviews: ReviewFact[];
  /** Event id -> how many completed reviews make a submission fully reviewed. */
  reviewsPerSubmission: Map<string, number>;
}

/**
 * What analytics may read of judging: the saved score sheets of one event (or all events when
 * `eventId` is undefined) through `score_sheets_event_index`, recused assignments left out.
 */
@Injectable()
export class JudgingAnalytics {
  constructor(private readonly em: EntityManager) {}

  async figures(eventId: string | undefined): Promise<JudgingFigures> {
    const db = kyselyOf<'score_sheets' | 'judge_assignments' | 'event_judging'>(this.em);
    const [reviews, settings] = await Promise.all([
      db
        .selectFrom('score_sheets')
        .innerJoin('judge_assignments', 'judge_assignments.id', 'score_sheets.assignment_id')
        .select([
          'score_sheets.event_id',
          'judge_assignments.submission_id',
          'judge_assignments.judge_id',
          'score_sheets.total',
          'score_sheets.saved_at',
        ])
        .where('judge_assignments.state', '<>', 'recused')
        .$if(eventId !== undefined, (query) => query.where('score_sheets.event_id', '=', eventId!))
        .orderBy('score_sheets.saved_at')
        .execute(),
      db
        .selectFrom('event_judging')
        .select(['event_id', 'reviews_per_submission'])
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .execute(),
    ]);
    return {
      reviews: reviews.map((row) => ({
        eventId: row.event_id,
        submissionId: row.submission_id,
        judgeId: row.judge_id,
        total: Number(row.total),
        savedAt: new Date(row.saved_at),
      })),
      reviewsPerSubmission: new Map(settings.map((row) => [row.event_id, row.reviews_per_submission])),
    };
  }
}
