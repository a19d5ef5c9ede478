import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationAnalytics } from '../../../applications/application-analytics.js';
import { APPLICATION_STATUSES } from '../../../applications/application.events.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { JudgingAnalytics, type ReviewFact } from '../../../judging/judging-analytics.js';
import { ProjectAnalytics } from '../../../projects/project-analytics.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { agreementOf } from '../../kendall.js';
import type {
  CoverageDto,
  EventAnalyticsDto,
  FunnelStepDto,
  JudgeScoresDto,
  ScoreDistributionDto,
} from './event-analytics.response.dto.js';
import { GetEventAnalyticsQuery } from './get-event-analytics.query.js';

/** Weighted totals run from 1 to 5: eight bins of 0.5, the last one closed. */
const BIN_WIDTH = 0.5;
const BINS = Array.from(
  { length: 8 },
  (_, i) => `${(1 + i * BIN_WIDTH).toFixed(1)}–${(1.5 + i * BIN_WIDTH).toFixed(1)}`,
);
/** What the judging settings default to when an event has none yet. */
const DEFAULT_REVIEWS_PER_SUBMISSION = 3;

@QueryHandler(GetEventAnalyticsQuery)
export class GetEventAnalyticsHandler implements IQueryHandler<GetEventAnalyticsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly applications: ApplicationAnalytics,
    private readonly projects: ProjectAnalytics,
    private readonly judging: JudgingAnalytics,
    private readonly users: UserDirectory,
  ) {}

  async execute({ eventId }: GetEventAnalyticsQuery): Promise<EventAnalyticsDto> {
    if (eventId !== undefined && !(await this.events.findById(eventId))) throw new EventNotFound();
    const [applications, projects, judging] = await Promise.all([
      this.applications.figures(eventId),
      this.projects.figures(eventId),
      this.judging.figures(eventId),
    ]);
    const submitted = projects.submittedOnTime + projects.submittedLate;
    const coverage = coverageOf(judging.reviews, judging.reviewsPerSubmission, submitted);
    const scores = await this.scoresOf(judging.reviews);
    return {
      eventId: eventId ?? null,
      funnel: {
        steps: withConversion([
          { key: 'applied', label: 'Applied', count: applications.applied },
          { key: 'approved', label: 'Approved', count: applications.approved },
          { key: 'in_team', label: 'In a team', count: projects.inTeam },
          { key: 'submitted', label: 'Submitted', count: submitted },
          { key: 'fully_reviewed', label: 'Fully reviewed', count: coverage.fullyReviewed },
          { key: 'winner', label: 'Winner', count: projects.winners },
        ]),
        waitlisted: applications.statuses.waitlisted,
        confirmed: applications.confirmed,
        submittedOnTime: projects.submittedOnTime,
        submittedLate: projects.submittedLate,
      },
      applicationsPerDay: applications.perDay,
      decisionLag: {
        decided: applications.decisionLag.decided,
        medianHours: rounded(applications.decisionLag.medianHours),
        p90Hours: rounded(applications.decisionLag.p90Hours),
      },
      applicationStatuses: APPLICATION_STATUSES.map((status) => ({ status, count: applications.statuses[status] })),
      roleMix: applications.roles.map((row) => ({ name: row.role, count: row.count })),
      trackMix: projects.tracks.map((row) => ({ name: row.track, count: row.count })),
      judging: { coverage, scores, agreement: roundedAgreement(agreementOf(judging.reviews)) },
    };
  }

  private async scoresOf(reviews: readonly ReviewFact[]): Promise<JudgeScoresDto> {
    const byJudge = new Map<string, number[]>();
    for (const review of reviews) {
      // Appended in place: copying a judge's totals for each review grew with the square of their reviews under All Events.
      const totals = byJudge.get(review.judgeId);
      if (totals) totals.push(review.total);
      else byJudge.set(review.judgeId, [review.total]);
    }
    const people = await this.users.people([...byJudge.keys()]);
    const all = reviews.map((review) => review.total);
    const eventMean = mean(all);
    const distribution = (judgeId: string | null, name: string, totals: number[]): ScoreDistributionDto => {
      const judgeMean = mean(totals);
      return {
        judgeId,
        name,
        reviews: totals.length,
        mean: rounded(judgeMean),
        leniency: judgeMean === null || eventMean === null ? null : rounded(judgeMean - eventMean),
        counts: binned(totals),
      };
    };
    return {
      bins: BINS,
      event: distribution(null, 'All judges', all),
      judges: [...byJudge.entries()]
        .map(([judgeId, totals]) => distribution(judgeId, people.get(judgeId)?.displayName ?? 'Unknown', totals))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }
}

function withConversion(steps: Omit<FunnelStepDto, 'conversionPercent'>[]): FunnelStepDto[] {
  return steps.map((step, index) => {
    const previous = index === 0 ? 0 : steps[index - 1].count;
    return { ...step, conversionPercent: previous === 0 ? null : Math.round((step.count / previous) * 1000) / 10 };
  });
}

/** Reviews and fully reviewed submissions by the end of each day a review was saved (reviews come oldest first). */
function coverageOf(
  reviews: readonly ReviewFact[],
  reviewsPerSubmission: ReadonlyMap<string, number>,
  submissions: number,
): CoverageDto {
  const done = new Map<string, number>();
  const overTime: CoverageDto['overTime'] = [];
  let fullyReviewed = 0;
  reviews.forEach((review, index) => {
    const count = (done.get(review.submissionId) ?? 0) + 1;
    done.set(review.submissionId, count);
    if (count === (reviewsPerSubmission.get(review.eventId) ?? DEFAULT_REVIEWS_PER_SUBMISSION)) fullyReviewed += 1;
    const day = review.savedAt.toISOString().slice(0, 10);
    const last = overTime.at(-1);
    if (last?.day === day) Object.assign(last, { reviews: index + 1, fullyReviewed });
    else overTime.push({ day, reviews: index + 1, fullyReviewed });
  });
  return { submissions, fullyReviewed, overTime };
}

function binned(totals: readonly number[]): number[] {
  const counts = new Array<number>(BINS.length).fill(0);
  for (const total of totals) counts[Math.min(BINS.length - 1, Math.max(0, Math.floor((total - 1) / BIN_WIDTH)))] += 1;
  return counts;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function rounded(value: number | null, digits = 2): number | null {
  return value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
}

function roundedAgreement(agreement: ReturnType<typeof agreementOf>) {
  return { ...agreement, kendallW: rounded(agreement.kendallW, 3) };
}
