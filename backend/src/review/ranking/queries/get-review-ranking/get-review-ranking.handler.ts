import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditHead } from '../../../../audit/audit-head.js';
import { StampedCache } from '../../../../common/caching/stamped-cache.js';
import { ApplicantVentures } from '../../../../applications/applicant-ventures.js';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { UserDirectory } from '../../../../users/user-directory.js';
import type { SuggestedRow } from '../../cut-line.js';
import { type EventRanking, type RankedApplication, RankedApplications } from '../../ranked-applications.js';
import { moreReviewCandidates, ReviewersLeft } from '../../reviewers-left.js';
import { GetReviewRankingQuery } from './get-review-ranking.query.js';
import type { RankedApplicationDto, ReviewRankingDto } from './review-ranking.dto.js';
import type { RankingShow } from './review-ranking.request.dto.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the figures cannot carry yet, in words (review.md; a figure that decides shows its n). */
function caveatOf(ranking: EventRanking): string | null {
  const ranked = ranking.rows.length;
  if (ranked === 0) {
    return ranking.unreviewed > 0
      ? `No application has a review yet: ${plural(ranking.unreviewed, 'application waits', 'applications wait')} for reviewers.`
      : 'No application has a review yet.';
  }
  const words: string[] = [];
  const single = ranking.rows.filter((row) => row.entry.reviews < 2).length;
  if (single > 0) {
    words.push(
      `${single} of ${ranked} ranked ${ranked === 1 ? 'application has' : 'applications have'} a single review: ` +
        'its ± is unknown, so it counts as borderline wherever a cut line could fall.',
    );
  }
  if (ranking.unreviewed > 0) {
    words.push(
      `${plural(ranking.unreviewed, 'pending application has', 'pending applications have')} no review yet and ${ranking.unreviewed === 1 ? 'is' : 'are'} not ranked.`,
    );
  }
  return words.length === 0 ? null : words.join(' ');
}

function shown(rows: SuggestedRow<RankedApplication>[], show: RankingShow): SuggestedRow<RankedApplication>[] {
  if (show === 'all') return rows;
  if (show === 'borderline') return rows.filter((row) => row.borderline);
  return rows.filter((row) => row.suggestion === show);
}

/** Ranking pages kept in memory at once (events, filters and pages staff have open). */
const KEPT_PAGES = 100;

/**
 * The ranking screen: every reviewed application, best first, with suggestions and the cut lines.
 * A page is kept while the audit log's head stays put (any decision, review, seat, conflict, merge or
 * name change appends an event), so staff paging through a large event do not read it again.
 */
@QueryHandler(GetReviewRankingQuery)
export class GetReviewRankingHandler implements IQueryHandler<GetReviewRankingQuery> {
  private readonly pages = new StampedCache<ReviewRankingDto | undefined>(KEPT_PAGES);
  constructor(
    private readonly events: EventCatalog,
    private readonly ranking: RankedApplications,
    private readonly users: UserDirectory,
    private readonly ventures: ApplicantVentures,
    private readonly applications: ApplicationsUnderReview,
    private readonly reviewersLeft: ReviewersLeft,
    private readonly auditHead: AuditHead,
  ) {}

  async execute(query: GetReviewRankingQuery): Promise<ReviewRankingDto> {
    const { eventId, show, page, pageSize } = query;
    const stamp = await this.auditHead.stamp();
    const found = await this.pages.get(
      JSON.stringify([eventId, show, page, pageSize]),
      stamp,
      new Date(),
      async () => ({
        value: await this.compute(query),
        validUntil: null,
      }),
    );
    if (!found) throw new EventNotFound();
    return found;
  }

  /** The page as the rows are now (undefined for an event that does not exist). */
  private async compute({
    eventId,
    show,
    page,
    pageSize,
  }: GetReviewRankingQuery): Promise<ReviewRankingDto | undefined> {
    if (!(await this.events.findById(eventId))) return undefined;
    const ranking = await this.ranking.of(eventId);
    const matching = shown(ranking.rows, show);
    const onPage = matching.slice((page - 1) * pageSize, page * pageSize);
    // The venture and who can still give one more review are read beside the ranking: a venture merge,
    // a seat or an email changes them without touching the ranking's own stamp (the audit head covers them).
    const [people, pageFacts, needingReview] = await Promise.all([
      this.users.people(onPage.map((row) => row.entry.facts.userId)),
      this.applications.facts(onPage.map((row) => row.entry.applicationId)),
      this.reviewersLeft.of(eventId, moreReviewCandidates(ranking.rows)),
    ]);
    const ventureIdOf = (applicationId: string) => pageFacts.get(applicationId)?.ventureId ?? null;
    const ventures = await this.ventures.summaries(onPage.flatMap((row) => ventureIdOf(row.entry.applicationId) ?? []));
    const items = onPage.map(({ entry, suggestion, borderline }): RankedApplicationDto => {
      const person = people.get(entry.facts.userId);
      const ventureId = ventureIdOf(entry.applicationId);
      const venture = ventureId ? ventures.get(ventureId) : undefined;
      return {
        applicationId: entry.applicationId,
        rank: entry.rank,
        userId: entry.facts.userId,
        displayName: person?.displayName ?? '',
        email: person?.email ?? '',
        role: entry.facts.role,
        status: entry.facts.status,
        version: entry.facts.version,
        score: entry.score,
        standardError: entry.standardError,
        rawMean: entry.rawMean,
        reviews: entry.reviews,
        spread: entry.spread,
        recommendations: entry.recommendations,
        suggestion,
        borderline,
        venture: venture
          ? {
              ventureId: venture.ventureId,
              name: venture.name,
              stage: venture.stage,
              sprintsEntered: venture.sprintsEntered,
            }
          : null,
      };
    });
    const count = (suggestion: string) => ranking.rows.filter((row) => row.suggestion === suggestion).length;
    return {
      capacity: ranking.capacity,
      waitlistSize: ranking.waitlistSize,
      ranked: ranking.rows.length,
      unreviewed: ranking.unreviewed,
      borderline: ranking.rows.filter((row) => row.borderline).length,
      needingReview: needingReview.length,
      suggested: { accept: count('accept'), waitlist: count('waitlist'), reject: count('reject') },
      cutLines: ranking.cutLines,
      caveat: caveatOf(ranking),
      items,
      total: matching.length,
      page,
      pageSize,
    };
  }
}
