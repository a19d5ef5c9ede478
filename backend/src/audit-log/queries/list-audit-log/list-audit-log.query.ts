import { Query } from '@nestjs/cqrs';
import type { AuditLogQueryDto } from './list-audit-log.request.dto.js';
import type { AuditPageDto } from './list-audit-log.response.dto.js';

export type AuditFilters = Pick<
  AuditLogQueryDto,
  'type' | 'actorId' | 'streamType' | 'streamId' | 'from' | 'to' | 'q' | 'personId' | 'eventId' | 'projectId'
>;

/** The whole event store, newest first, filtered by type, actor, record (by id, by a chosen person, event or project, or by name) and time. */
export class ListAuditLogQuery extends Query<AuditPageDto> {
  constructor(
    readonly filters: AuditFilters,
    readonly page: number,
    /** Up to 200 for the screen; the CSV export asks for many more in one go. */
    readonly pageSize: number,
  ) {
    super();
  }
}
