import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { FollowUpRepository } from '../../follow-up.repository.js';
import { FollowUpNotFound } from '../../follow-ups.errors.js';
import type { FollowUpDto } from './follow-up.response.dto.js';
import { GetFollowUpQuery } from './get-follow-up.query.js';

const iso = (value: Date | string) => new Date(value).toISOString();

@QueryHandler(GetFollowUpQuery)
export class GetFollowUpHandler implements IQueryHandler<GetFollowUpQuery> {
  constructor(
    private readonly followUps: FollowUpRepository,
    private readonly events: EventCatalog,
  ) {}

  async execute({ userId, followUpId }: GetFollowUpQuery): Promise<FollowUpDto> {
    const row = await this.followUps.ofApplicant(followUpId, userId);
    if (!row) throw new FollowUpNotFound();
    const titles = await this.events.titles([row.event_id]);
    return {
      id: row.id,
      applicationId: row.application_id,
      eventTitle: titles.get(row.event_id) ?? '',
      decision: row.decision,
      state: row.state,
      dueAt: iso(row.due_at),
      answeredAt: row.answered_at ? iso(row.answered_at) : null,
    };
  }
}
