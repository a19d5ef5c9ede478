import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { ReviewLocks } from '../../review-locks.js';
import type { ReviewRubricDto } from '../../review-setup.dto.js';
import { ReviewSetup } from '../../review-setup.js';
import { ListReviewCriteriaQuery } from './list-review-criteria.query.js';

/** The Review tab's rubric, in order, and whether reviews already rest on it. */
@QueryHandler(ListReviewCriteriaQuery)
export class ListReviewCriteriaHandler implements IQueryHandler<ListReviewCriteriaQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly setup: ReviewSetup,
    private readonly locks: ReviewLocks,
  ) {}

  async execute({ eventId }: ListReviewCriteriaQuery): Promise<ReviewRubricDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const criteria = await this.setup.rubricOf(eventId);
    return { locked: await this.locks.rubricLocked(eventId), criteria };
  }
}
