import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import { ExportPortfolioQuery } from './queries/export-portfolio/export-portfolio.query.js';
import { GetProgrammeFiguresQuery } from './queries/get-programme-figures/get-programme-figures.query.js';
import { ProgrammeFiguresDto } from './queries/get-programme-figures/get-programme-figures.response.dto.js';
import { ListPortfolioQuery } from './queries/list-portfolio/list-portfolio.query.js';
import { ListPortfolioQueryDto, PortfolioFilterQueryDto } from './queries/list-portfolio/list-portfolio.request.dto.js';
import { PortfolioPageDto } from './queries/list-portfolio/list-portfolio.response.dto.js';
import type { PortfolioFilter } from './queries/list-portfolio/portfolio-rows.js';

function filterOf(query: PortfolioFilterQueryDto): PortfolioFilter {
  return {
    eventId: query.eventId,
    stage: query.stage,
    verifiedOnly: query.verifiedOnly,
    track: query.track ?? undefined,
    overdue: query.overdue,
    search: query.search ?? undefined,
  };
}

/** The staff portfolio (ventures.md '/admin/ventures') and the programme's figures. */
@ApiTags('ventures')
@Controller('admin/ventures')
@Roles(...RECORD_READERS.venture)
export class VenturesPortfolioController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: PortfolioPageDto })
  list(@Query() query: ListPortfolioQueryDto): Promise<PortfolioPageDto> {
    return this.queries.execute(
      new ListPortfolioQuery(
        filterOf(query),
        query.sort ?? 'last_activity_desc',
        query.page ?? 1,
        query.pageSize ?? 50,
      ),
    );
  }

  /** The portfolio as CSV, with the table's filters and sort. */
  @Get('export.csv')
  @ApiProduces('text/csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="sprintboard-ventures.csv"')
  export(@Query() query: PortfolioFilterQueryDto): Promise<string> {
    return this.queries.execute(new ExportPortfolioQuery(filterOf(query), query.sort ?? 'last_activity_desc'));
  }

  /** Return rate, outcome rates at 90/180/365 days and funded alumni, per cohort and overall, each with n. */
  @Get('figures')
  @ApiOkResponse({ type: ProgrammeFiguresDto })
  figures(): Promise<ProgrammeFiguresDto> {
    return this.queries.execute(new GetProgrammeFiguresQuery());
  }
}
