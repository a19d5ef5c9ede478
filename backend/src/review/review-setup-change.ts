import { Injectable } from '@nestjs/common';
import { type EventFacts, EventCatalog } from '../events/event-catalog.js';
import { EventNotFound } from '../events/events.errors.js';
import { ReviewCriterionNotFound, RubricLocked } from './review.errors.js';
import { ReviewLocks } from './review-locks.js';
import { ReviewSetupRepository } from './review-setup.repository.js';

/** The steps every change of an event's review setup starts with, inside its command. */
@Injectable()
export class ReviewSetupChange {
  constructor(
    private readonly events: EventCatalog,
    private readonly setup: ReviewSetupRepository,
    private readonly locks: ReviewLocks,
  ) {}

  /** The event must exist (404); its review setup is held until the command ends. */
  async open(eventId: string): Promise<EventFacts> {
    const event = await this.events.findById(eventId);
    if (!event) throw new EventNotFound();
    await this.setup.lock(eventId);
    return event;
  }

  /** 409 once reviews rest on the rubric (see ReviewLocks). Call after `open`. */
  async unlessRubricLocked(eventId: string): Promise<void> {
    if (await this.locks.rubricLocked(eventId)) throw new RubricLocked();
  }

  /** 404 when the event answers to no such criterion. */
  async criterion(eventId: string, criterionId: string) {
    const criterion = (await this.setup.criteria(eventId)).find(({ id }) => id === criterionId);
    if (!criterion) throw new ReviewCriterionNotFound();
    return criterion;
  }
}
