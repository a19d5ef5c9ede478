import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import type { Suggestion } from '../../cut-line.js';
import { RankedApplications } from '../../ranked-applications.js';
import { CapacityNotSet } from '../../ranking.errors.js';
import { ApplySuggestionsCommand } from './apply-suggestions.command.js';
import type { RankingDecision } from './decide-applications.request.dto.js';
import type { AppliedSuggestionsDto } from './decide-applications.response.dto.js';
import { RankingDecisions } from './ranking-decisions.js';

const DECISION_OF: Record<Suggestion, RankingDecision> = {
  accept: 'approved',
  waitlist: 'waitlisted',
  reject: 'rejected',
};

/**
 * 'Apply suggestions': each ranked application still pending gets its suggestion, best first (so
 * the spots go in ranking order), at most `limit` per call so a large event shows its progress
 * (the screen calls again while some remain). Decisions staff already took stay as they are.
 */
@CommandHandler(ApplySuggestionsCommand)
export class ApplySuggestionsHandler implements ICommandHandler<ApplySuggestionsCommand> {
  constructor(
    private readonly events: EventCatalog,
    private readonly ranking: RankedApplications,
    private readonly decisions: RankingDecisions,
  ) {}

  async execute({ actorId, eventId, limit }: ApplySuggestionsCommand): Promise<AppliedSuggestionsDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const { capacity, rows } = await this.ranking.of(eventId);
    if (capacity === null) throw new CapacityNotSet();
    const open = rows.flatMap(({ entry, suggestion }) =>
      suggestion !== null && entry.facts.status === 'pending'
        ? [{ applicationId: entry.applicationId, version: entry.facts.version, status: DECISION_OF[suggestion] }]
        : [],
    );
    const result = await this.decisions.take(actorId, open.slice(0, limit));
    // What a next call would still decide: a row skipped as stale is tried again then, with its new version.
    return { ...result, remaining: open.length - result.changed - result.unchanged };
  }
}
