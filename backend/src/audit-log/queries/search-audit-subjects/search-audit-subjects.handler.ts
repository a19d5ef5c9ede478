import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordSearch } from '../../record-search.js';
import { SearchAuditSubjectsQuery } from './search-audit-subjects.query.js';
import type { AuditSubjectsDto } from './search-audit-subjects.response.dto.js';

@QueryHandler(SearchAuditSubjectsQuery)
export class SearchAuditSubjectsHandler implements IQueryHandler<SearchAuditSubjectsQuery> {
  constructor(private readonly search: RecordSearch) {}

  execute({ text }: SearchAuditSubjectsQuery): Promise<AuditSubjectsDto> {
    return this.search.choices(text.trim());
  }
}
