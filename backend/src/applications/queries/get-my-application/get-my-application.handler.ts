import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ApplicationDto } from '../../application.dto.js';
import { ApplicationViews } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { GetMyApplicationQuery } from './get-my-application.query.js';

@QueryHandler(GetMyApplicationQuery)
export class GetMyApplicationHandler implements IQueryHandler<GetMyApplicationQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
  ) {}

  /** null when the user has not applied to the event. */
  async execute({ userId, eventId }: GetMyApplicationQuery): Promise<ApplicationDto | null> {
    const row = await this.applications.findMine(userId, eventId);
    return row ? this.views.one(row) : null;
  }
}
