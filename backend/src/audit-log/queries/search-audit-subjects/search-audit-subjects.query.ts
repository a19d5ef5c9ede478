import { Query } from '@nestjs/cqrs';
import type { AuditSubjectsDto } from './search-audit-subjects.response.dto.js';

/** The people, events and projects whose name contains the text: what the audit filters offer to pick. */
export class SearchAuditSubjectsQuery extends Query<AuditSubjectsDto> {
  constructor(readonly text: string) {
    super();
  }
}
