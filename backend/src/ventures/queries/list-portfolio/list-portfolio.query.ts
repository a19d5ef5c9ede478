import { Query } from '@nestjs/cqrs';
import type { PortfolioPageDto } from './list-portfolio.response.dto.js';
import type { PortfolioFilter, PortfolioSort } from './portfolio-rows.js';

export class ListPortfolioQuery extends Query<PortfolioPageDto> {
  constructor(
    readonly filter: PortfolioFilter,
    readonly sort: PortfolioSort,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
