import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationViews, existing, toApplicationDto } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotFound } from '../../applications.errors.js';
import { GetApplicationDetailQuery } from './get-application-detail.query.js';
import type { ApplicationDetailDto, TimelineEntryDto } from './get-application-detail.response.dto.js';

/** Every field and the audit timeline: status changes with their actors, and each decision email's fate. */
@QueryHandler(GetApplicationDetailQuery)
export class GetApplicationDetailHandler implements IQueryHandler<GetApplicationDetailQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
  ) {}

  async execute({ applicationId }: GetApplicationDetailQuery): Promise<ApplicationDetailDto> {
    const [row, events] = await Promise.all([
      this.applications.findById(applicationId),
      this.applications.timeline(applicationId),
    ]);
    if (!row) throw new ApplicationNotFound();
    const actorIds = events.flatMap(({ actor_id }) => (actor_id === null ? [] : [actor_id]));
    const names = await this.views.names([row], actorIds);
    const timeline: TimelineEntryDto[] = events.map((event) => ({
      at: new Date(event.occurred_at).toISOString(),
      type: event.type,
      actorId: event.actor_id,
      actorName: event.actor_id === null ? null : (names.people.get(event.actor_id)?.name ?? null),
      details: event.payload,
    }));
    return { ...existing(toApplicationDto(row, names)), timeline };
  }
}
