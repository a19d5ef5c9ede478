import type { WaitlistEntry, WaitlistOrder } from '../../applications/spots/waitlist-order.js';
import type { RankedApplications } from './ranked-applications.js';

/**
 * review.md: 'Offer to next on waitlist' approves the best-ranked waitlisted application. The
 * waitlisted ones the ranking holds go in its order; one without a review (waitlisted by hand)
 * is left out here and follows in application time (WaitlistOrdering keeps nobody out).
 */
export function rankedWaitlist(ranking: RankedApplications): WaitlistOrder {
  return {
    async order(eventId: string, waitlisted: readonly WaitlistEntry[]): Promise<string[]> {
      const wanted = new Set(waitlisted.map((entry) => entry.applicationId));
      const { rows } = await ranking.of(eventId);
      return rows.map((row) => row.entry.applicationId).filter((id) => wanted.has(id));
    },
  };
}
