import { Command } from '@nestjs/cqrs';
import type { AssignApplicationsResultDto } from './assign-applications.response.dto.js';

/**
 * 'Assign Applications': each pending application of the event gets the event's reviews per
 * application `k` reviewers, moving nothing.
 */
export class AssignApplicationsCommand extends Command<AssignApplicationsResultDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    /** The shuffle's seed; the event's id when not given, so reruns are stable. */
    readonly seed?: string,
  ) {
    super();
  }
}
