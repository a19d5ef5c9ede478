import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPortfolioQuery } from './list-portfolio.query.js';
import type { PortfolioPageDto } from './list-portfolio.response.dto.js';
import { PortfolioRows } from './portfolio-rows.js';

/** GET /api/admin/ventures: one page of the staff portfolio, filtered, sorted and paged in SQL. */
@QueryHandler(ListPortfolioQuery)
export class ListPortfolioHandler implements IQueryHandler<ListPortfolioQuery> {
  constructor(private readonly rows: PortfolioRows) {}

  async execute({ filter, sort, page, pageSize }: ListPortfolioQuery): Promise<PortfolioPageDto> {
    const { rows, total } = await this.rows.page(filter, sort, page, pageSize);
    return { items: rows, total };
  }
}
