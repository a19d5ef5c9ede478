import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FollowUpConsents } from '../../../applications/follow-up-consents.js';
import { FollowUpRepository } from '../../follow-up.repository.js';
import { FollowUpNotFound } from '../../follow-ups.errors.js';
import type { ApplicationFollowUpDto } from './application-follow-up.response.dto.js';
import { GetApplicationFollowUpQuery } from './get-application-follow-up.query.js';

@QueryHandler(GetApplicationFollowUpQuery)
export class GetApplicationFollowUpHandler implements IQueryHandler<GetApplicationFollowUpQuery> {
  constructor(
    private readonly consents: FollowUpConsents,
    private readonly followUps: FollowUpRepository,
  ) {}

  async execute({ userId, applicationId }: GetApplicationFollowUpQuery): Promise<ApplicationFollowUpDto> {
    const application = await this.consents.ofApplicant(applicationId, userId);
    if (!application) throw new FollowUpNotFound();
    const followUp = await this.followUps.ofApplication(applicationId);
    return {
      consent: application.follow_up_consent,
      followUp: followUp
        ? { id: followUp.id, state: followUp.state, dueAt: new Date(followUp.due_at).toISOString() }
        : null,
    };
  }
}
