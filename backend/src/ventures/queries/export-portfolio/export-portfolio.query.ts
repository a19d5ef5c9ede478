import { Query } from '@nestjs/cqrs';
import type { PortfolioFilter, PortfolioSort } from '../list-portfolio/portfolio-rows.js';

/** The portfolio as CSV text, every row the filters keep. */
export class ExportPortfolioQuery extends Query<string> {
  constructor(
    readonly filter: PortfolioFilter,
    readonly sort: PortfolioSort,
  ) {
    super();
  }
}
