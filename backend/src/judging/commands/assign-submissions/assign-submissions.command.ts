import { Command } from '@nestjs/cqrs';
import type { AssignResultDto } from './assign-submissions.response.dto.js';

/** 'Assign Submissions': fills each submission up to `reviewsPerSubmission` judges, moving nothing. */
export class AssignSubmissionsCommand extends Command<AssignResultDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly reviewsPerSubmission: number,
    readonly sameDomainConflicts: boolean,
    /** The shuffle's seed; the event's id when not given, so reruns are stable. */
    readonly seed?: string,
  ) {
    super();
  }
}
