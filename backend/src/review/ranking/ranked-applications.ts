import { Injectable } from '@nestjs/common';
import { type ApplicationFacts, ApplicationsUnderReview } from '../../applications/applications-under-review.js';
import { StampedCache } from '../../common/caching/stamped-cache.js';
import { type ItemScore, rank } from '../../common/panel-review/normalisation.js';
import { type ReviewSettings, ReviewSetup } from '../review-setup.js';
import { ReviewAssignmentRepository } from '../reviewing/review-assignment.repository.js';
import type { Recommendation } from '../reviewing/reviewing-rules.js';
import { type CutLine, type ScoredApplication, type SuggestedRow, suggestDecisions } from './cut-line.js';
import { EventReviewScores } from './event-review-scores.js';

/** One reviewed application in the ranking, best first. */
export interface RankedApplication extends ScoredApplication {
  rank: number;
  rawMean: number;
  /** Highest minus lowest raw total. */
  spread: number;
  recommendations: Record<Recommendation, number>;
  facts: ApplicationFacts;
}

export interface EventRanking {
  capacity: number | null;
  waitlistSize: number;
  rows: SuggestedRow<RankedApplication>[];
  cutLines: CutLine[];
  /** Pending applications without a review yet. */
  unreviewed: number;
}

/** Events whose ranking is kept in memory at once (the ones staff are deciding on). */
const KEPT_RANKINGS = 20;

/**
 * An event's applications ranked by their normalised review score, with the suggestions and cut
 * lines its capacity gives (review.md 'Ranking and the cut line'): the ranking screen, the bulk
 * decisions and the waitlist's order all read it here.
 *
 * Normalising every review of a large event on each page view would cost more than reading them,
 * so the ranking is kept until the event's stamp changes: its settings, its reviews (count,
 * versions, latest save) and its applications (count, versions: any decision or withdrawal). The
 * stamp is read on every call, in the caller's transaction, so nobody ever sees a stale ranking.
 */
@Injectable()
export class RankedApplications {
  private readonly kept = new StampedCache<EventRanking>(KEPT_RANKINGS);

  constructor(
    private readonly scores: EventReviewScores,
    private readonly setup: ReviewSetup,
    private readonly applications: ApplicationsUnderReview,
    private readonly assignments: ReviewAssignmentRepository,
  ) {}

  async of(eventId: string): Promise<EventRanking> {
    const [settings, reviews, decisions] = await Promise.all([
      this.setup.settingsOf(eventId),
      this.assignments.reviewsStamp(eventId),
      this.applications.decisionsStamp(eventId),
    ]);
    const stamp = [settings.capacity, settings.waitlistSize, settings.version, reviews, decisions].join('|');
    return this.kept.get(eventId, stamp, new Date(), async () => ({
      value: await this.compute(eventId, settings),
      validUntil: null,
    }));
  }

  private async compute(eventId: string, settings: ReviewSettings): Promise<EventRanking> {
    const [scored, pending] = await Promise.all([this.scores.of(eventId), this.applications.pendingOf(eventId)]);
    const facts = await this.applications.facts([...scored.scores.keys()]);
    const totals = new Map<string, number[]>();
    const recommendations = new Map<string, Record<Recommendation, number>>();
    for (const review of scored.reviews) {
      const own = totals.get(review.applicationId);
      if (own) own.push(review.total);
      else totals.set(review.applicationId, [review.total]);
      if (review.recommendation === null) continue;
      const counts = recommendations.get(review.applicationId) ?? { accept: 0, maybe: 0, reject: 0 };
      counts[review.recommendation] += 1;
      recommendations.set(review.applicationId, counts);
    }
    // A withdrawn application leaves the ranking: it takes no spot and no line is drawn past it.
    const competing = [...scored.scores.values()].filter((score) => {
      const status = facts.get(score.itemId)?.status;
      return status !== undefined && status !== 'withdrawn';
    });
    const bestFirst = rank<ItemScore>(competing).map(({ entry, rank }): RankedApplication => {
      const own = totals.get(entry.itemId)!;
      return {
        applicationId: entry.itemId,
        rank,
        score: entry.score,
        standardError: entry.standardError,
        reviews: entry.reviews,
        rawMean: entry.rawMean,
        spread: Math.max(...own) - Math.min(...own),
        recommendations: recommendations.get(entry.itemId) ?? { accept: 0, maybe: 0, reject: 0 },
        facts: facts.get(entry.itemId)!,
      };
    });
    const { rows, cutLines } = suggestDecisions(bestFirst, settings.capacity, settings.waitlistSize);
    return {
      capacity: settings.capacity,
      waitlistSize: settings.waitlistSize,
      rows,
      cutLines,
      unreviewed: pending.filter(({ id }) => !scored.scores.has(id)).length,
    };
  }
}
