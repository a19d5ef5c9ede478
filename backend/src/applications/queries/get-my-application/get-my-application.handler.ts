import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ApplicationDto } from '../../application.dto.js';
import { ApplicationViews } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotFound } from '../../applications.errors.js';
import { GetMyApplicationQuery } from './get-my-application.query.js';

@QueryHandler(GetMyApplicationQuery)
export class GetMyApplicationHandler implements IQueryHandler<GetMyApplicationQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
  ) {}

  async execute({ userId, eventId }: GetMyApplicationQuery): Promise<ApplicationDto> {
    const row = await this.applications.findMine(userId, eventId);
    if (!row) throw new ApplicationNotFound();
    return this.views.one(row);
  }
}
