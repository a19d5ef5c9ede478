import { Injectable } from '@nestjs/common';
import { StampedCache } from '../../../common/caching/stamped-cache.js';
import { Clock } from '../../../common/clock.js';
import { isoTimestamp } from '../../../common/timestamps.js';
import { sortParts, type TableSort, tableSorts } from '../../../common/http/table-sort.js';
import type { CheckinStanding } from '../../checkin-schedule.js';
import {
  type SummaryPageCohort,
  type SummaryPageRow,
  VentureSummaryRepository,
} from '../../read-model/venture-summary.repository.js';
import type { CurrencyAmount, VerifiedShare } from '../../venture-figures.js';
import type { VentureStage } from '../../venture-rules.js';
import { SUMMARY_SORT_COLUMNS, type SummarySortColumn } from '../../read-model/venture-summary.repository.js';

/** The portfolio sorts by the columns its read model keeps sortable. */
export const PORTFOLIO_COLUMNS = SUMMARY_SORT_COLUMNS;
export type PortfolioColumn = SummarySortColumn;
export const PORTFOLIO_SORTS = tableSorts(PORTFOLIO_COLUMNS);
export type PortfolioSort = TableSort<PortfolioColumn>;

/** One sprint a venture entered, with its published standing (none until results are published). */
export type PortfolioCohort = SummaryPageCohort;

export interface PortfolioRow {
  id: string;
  name: string;
  stage: VentureStage;
  verifiedStage: VentureStage;
  /** Oldest sprint first. */
  cohorts: PortfolioCohort[];
  bestPlace: number | null;
  lastActivityAt: string;
  checkin: CheckinStanding;
  funding: CurrencyAmount[];
  designPartners: VerifiedShare;
}

export interface PortfolioFilter {
  eventId?: string;
  stage?: VentureStage;
  /** Filter by the stage verified milestones alone show. */
  verifiedOnly?: boolean;
  track?: string;
  overdue?: boolean;
  search?: string;
}

/** Pages kept in memory at once (filters, sorts and page numbers staff have open). */
const KEPT_PAGES = 200;

/** The check-in levels the page query answers, 0 to 2. */
const CHECKIN_OF: readonly CheckinStanding[] = ['Up to date', 'Due', 'Overdue'];

/**
 * The staff portfolio (ventures.md '/admin/ventures'): ventures not merged away, read from their
 * summaries (venture_summaries, kept by VentureSummaryProjection), filtered, sorted, counted and
 * paged in one statement.
 *
 * A page is kept in memory while nothing changes: the summaries' stamp (the audit log's head: every
 * command that could change a row of it appends an event) and the clock, until an open check-in falls due or passes
 * the reminder delay. So a page is computed once per change, however many staff read it.
 */
@Injectable()
export class PortfolioRows {
  private readonly pages = new StampedCache<{ rows: PortfolioRow[]; total: number }>(KEPT_PAGES);

  constructor(
    private readonly summaries: VentureSummaryRepository,
    private readonly clock: Clock,
  ) {}

  /** One page and how many ventures the filters keep. */
  async page(
    filter: PortfolioFilter,
    sort: PortfolioSort,
    page: number,
    pageSize: number,
  ): Promise<{ rows: PortfolioRow[]; total: number }> {
    const stamp = await this.summaries.readStamp();
    const now = this.clock.now();
    const key = JSON.stringify([filter, sort, page, pageSize]);
    return this.pages.get(key, stamp, now, async () => {
      const [{ rows, total }, validUntil] = await Promise.all([
        this.summaries.page(filter, sortParts(sort), now, { limit: pageSize, offset: (page - 1) * pageSize }),
        this.summaries.nextStandingChange(now),
      ]);
      return { value: { rows: rows.map(rowOf), total }, validUntil };
    });
  }

  /** Every venture the filters keep, sorted (the CSV export). */
  async list(filter: PortfolioFilter, sort: PortfolioSort): Promise<PortfolioRow[]> {
    const { rows } = await this.summaries.page(filter, sortParts(sort), this.clock.now());
    return rows.map(rowOf);
  }
}

function rowOf(row: SummaryPageRow): PortfolioRow {
  return {
    id: row.id,
    name: row.name,
    stage: row.stage,
    verifiedStage: row.verified_stage,
    cohorts: row.cohorts.map(({ eventId, title, place, rank, of }) => ({ eventId, title, place, rank, of })),
    bestPlace: row.best_place,
    lastActivityAt: isoTimestamp(row.last_activity_at),
    checkin: CHECKIN_OF[row.checkin],
    funding: row.funding.map((amount) => ({
      currency: amount.currency,
      all: Number(amount.all),
      verified: Number(amount.verified),
    })),
    designPartners: { all: row.design_partners, verified: row.verified_design_partners },
  };
}
