import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvLines } from '../../../common/csv.js';
import type { CurrencyAmount } from '../../venture-figures.js';
import { PortfolioRows } from '../list-portfolio/portfolio-rows.js';
import { ExportPortfolioQuery } from './export-portfolio.query.js';

const HEADER = [
  'Venture',
  'Stage',
  'Verified stage',
  'Cohorts entered',
  'Best place',
  'Last activity',
  'Check-in',
  'Funding',
  'Verified funding',
  'Design partners',
  'Verified design partners',
];

/** Minor units in the currency's own decimals (JPY has none, EUR two), the code before: "EUR 2500.00". */
export function moneyText(currency: string, minor: number): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code keeps two decimals.
  }
  return `${currency} ${(minor / 10 ** digits).toFixed(digits)}`;
}

const totals = (amounts: readonly CurrencyAmount[], pick: 'all' | 'verified') =>
  amounts
    .filter((amount) => amount[pick] > 0)
    .map((amount) => moneyText(amount.currency, amount[pick]))
    .join('; ');

/** GET /api/admin/ventures/export.csv: the filtered, sorted portfolio, one row per venture. */
@QueryHandler(ExportPortfolioQuery)
export class ExportPortfolioHandler implements IQueryHandler<ExportPortfolioQuery> {
  constructor(private readonly rows: PortfolioRows) {}

  async execute({ filter, sort }: ExportPortfolioQuery): Promise<string> {
    const rows = await this.rows.list(filter, sort);
    return csvLines([
      HEADER,
      ...rows.map((row) => [
        row.name,
        row.stage,
        row.verifiedStage,
        row.cohorts.map((cohort) => cohort.title).join('; '),
        row.bestPlace,
        row.lastActivityAt,
        row.checkin,
        totals(row.funding, 'all'),
        totals(row.funding, 'verified'),
        row.designPartners.all,
        row.designPartners.verified,
      ]),
    ]);
  }
}
