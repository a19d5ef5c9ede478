import { Query } from '@nestjs/cqrs';
import type { AttachableEventDto } from './list-attachable-events.response.dto.js';

/** The events `userId` may attach a project to. */
export class ListAttachableEventsQuery extends Query<AttachableEventDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}
