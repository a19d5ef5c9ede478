import { Query } from '@nestjs/cqrs';
import type { DeclaredConflictDto } from '../../judging-views.dto.js';

/** The conflicts declared in an event, newest first. */
export class ListConflictsQuery extends Query<DeclaredConflictDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}
