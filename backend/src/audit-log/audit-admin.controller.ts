import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { toCsv } from './audit-csv.js';
import { ListAuditLogQuery } from './queries/list-audit-log/list-audit-log.query.js';
import { AuditLogQueryDto } from './queries/list-audit-log/list-audit-log.request.dto.js';
import { AuditPageDto } from './queries/list-audit-log/list-audit-log.response.dto.js';
import { SearchAuditSubjectsQuery } from './queries/search-audit-subjects/search-audit-subjects.query.js';
import { AuditSubjectsQueryDto } from './queries/search-audit-subjects/search-audit-subjects.request.dto.js';
import { AuditSubjectsDto } from './queries/search-audit-subjects/search-audit-subjects.response.dto.js';

const CSV_MAX_ROWS = 100_000;

/** The global audit log: every event of the event store (admins only). */
@ApiTags('admin: audit')
@Controller('admin/audit')
@Roles('admin')
export class AuditAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: AuditPageDto })
  list(@Query() query: AuditLogQueryDto): Promise<AuditPageDto> {
    return this.queries.execute(new ListAuditLogQuery(query, query.page ?? 1, query.pageSize ?? 50));
  }

  /** People, events and projects by name, for the filters to pick from. */
  @Get('subjects')
  @ApiOkResponse({ type: AuditSubjectsDto })
  subjects(@Query() query: AuditSubjectsQueryDto): Promise<AuditSubjectsDto> {
    return this.queries.execute(new SearchAuditSubjectsQuery(query.q));
  }

  /** The filtered rows (paging ignored) as CSV, newest first. */
  @Get('export.csv')
  @ApiProduces('text/csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="sprintboard-audit.csv"')
  async export(@Query() query: AuditLogQueryDto): Promise<string> {
    const page = await this.queries.execute(new ListAuditLogQuery(query, 1, CSV_MAX_ROWS));
    return toCsv(page.items);
  }
}
