import { Command } from '@nestjs/cqrs';
import type { RankingDecision } from './decide-applications.request.dto.js';
import type { DecisionsResultDto } from './decide-applications.response.dto.js';

/** Bulk decisions from the ranking: 'Approve', 'Waitlist' or 'Reject' on the selected rows. */
export class DecideApplicationsCommand extends Command<DecisionsResultDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly status: RankingDecision,
    readonly applications: readonly { applicationId: string; version: number }[],
  ) {
    super();
  }
}
