import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { DecideApplicationsCommand } from './decide-applications.command.js';
import type { DecisionsResultDto } from './decide-applications.response.dto.js';
import { RankingDecisions } from './ranking-decisions.js';

/** The selected rows get one decision; an application of another event is skipped, never changed. */
@CommandHandler(DecideApplicationsCommand)
export class DecideApplicationsHandler implements ICommandHandler<DecideApplicationsCommand> {
  constructor(
    private readonly events: EventCatalog,
    private readonly applications: ApplicationsUnderReview,
    private readonly decisions: RankingDecisions,
  ) {}

  async execute({ actorId, eventId, status, applications }: DecideApplicationsCommand): Promise<DecisionsResultDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const unique = [...new Map(applications.map((row) => [row.applicationId, row])).values()];
    const facts = await this.applications.facts(unique.map((row) => row.applicationId));
    const ours = unique.filter((row) => facts.get(row.applicationId)?.eventId === eventId);
    const others = unique
      .filter((row) => facts.get(row.applicationId)?.eventId !== eventId)
      .map((row) => ({ applicationId: row.applicationId, reason: 'not_found' as const }));
    return this.decisions.take(
      actorId,
      ours.map((row) => ({ ...row, status })),
      others,
    );
  }
}
