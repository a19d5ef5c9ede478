import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { SeatInvitations } from '../../../events/seat-invitations.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { UserRoleRepository } from '../../../users/user-role.repository.js';
import type { EventReviewersDto, ReviewerDto } from '../../review-setup.dto.js';
import { STAFF_REVIEWER_ROLES } from '../../review-setup.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { ListReviewersQuery } from './list-reviewers.query.js';

/** The Review tab's reviewers: those seated, the pending invitations, and how many staff review too. */
@QueryHandler(ListReviewersQuery)
export class ListReviewersHandler implements IQueryHandler<ListReviewersQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly setup: ReviewSetupRepository,
    private readonly invitations: SeatInvitations,
    private readonly users: UserDirectory,
    private readonly roles: UserRoleRepository,
  ) {}

  async execute({ eventId }: ListReviewersQuery): Promise<EventReviewersDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const [seated, invitations, staff] = await Promise.all([
      this.setup.reviewers(eventId),
      this.invitations.pending(eventId, 'reviewer'),
      this.roles.holdersOf(STAFF_REVIEWER_ROLES),
    ]);
    const people = await this.users.people(seated.map(({ userId }) => userId));
    const reviewers = seated.flatMap(({ userId, seatedAt }): ReviewerDto[] => {
      const person = people.get(userId);
      return person ? [{ userId, name: person.name, email: person.email, seatedAt: seatedAt.toISOString() }] : [];
    });
    return {
      reviewers,
      invitations: invitations.map(({ email, invitedAt }) => ({ email, invitedAt: invitedAt.toISOString() })),
      staffCount: staff.length,
    };
  }
}
