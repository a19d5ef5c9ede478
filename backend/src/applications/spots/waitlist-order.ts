import { Injectable } from '@nestjs/common';

/** A waitlisted application as the order sees it. */
export interface WaitlistEntry {
  applicationId: string;
  appliedAt: Date;
}

/**
 * Who is offered a freed spot first (review.md: 'Offer to next on waitlist' approves the best-ranked
 * waitlisted application). Answers the event's waitlisted applications' ids, best first.
 */
export interface WaitlistOrder {
  order(eventId: string, waitlisted: readonly WaitlistEntry[]): Promise<string[]>;
}

/** The injection token of the order 'Offer to next on waitlist' uses (a WaitlistOrdering). */
export const WAITLIST_ORDER = 'WaitlistOrder';

/** Until the ranking says otherwise: first come, first served (ties by id, so the order is stable). */
export const BY_APPLICATION_TIME: WaitlistOrder = {
  order: (_eventId, waitlisted) =>
    Promise.resolve(
      [...waitlisted]
        .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.applicationId.localeCompare(b.applicationId))
        .map((entry) => entry.applicationId),
    ),
};

/**
 * The order behind WAITLIST_ORDER: by application time, until a better one replaces it. Application
 * review's ranking replaces it when its module starts (inject WAITLIST_ORDER, call `replaceWith`),
 * so applications never import review and the two modules cannot form a cycle.
 */
@Injectable()
export class WaitlistOrdering implements WaitlistOrder {
  private current: WaitlistOrder = BY_APPLICATION_TIME;

  replaceWith(order: WaitlistOrder): void {
    this.current = order;
  }

  /**
   * The replacement's order, kept to the waitlist as it is: ids it names that are not waitlisted are
   * dropped, and waitlisted ones it leaves out follow in application time (nobody is skipped forever).
   */
  async order(eventId: string, waitlisted: readonly WaitlistEntry[]): Promise<string[]> {
    const ranked = await this.current.order(eventId, waitlisted);
    const known = new Set(waitlisted.map((entry) => entry.applicationId));
    const first = [...new Set(ranked)].filter((id) => known.has(id));
    const placed = new Set(first);
    const rest = await BY_APPLICATION_TIME.order(
      eventId,
      waitlisted.filter((entry) => !placed.has(entry.applicationId)),
    );
    return [...first, ...rest];
  }
}
