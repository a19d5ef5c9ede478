import { Injectable } from '@nestjs/common';
import { FollowUpRepository } from './follow-up.repository.js';
import { FOLLOW_UP_DECISIONS, type FollowUpDecision, type FollowUpOutcomeFlags } from './follow-up-rules.js';

/** One answered follow-up survey, as insights counts it. */
export interface FollowUpOutcome extends FollowUpOutcomeFlags {
  followUpId: string;
  applicationId: string;
  eventId: string;
  decidedAt: Date;
  answeredAt: Date;
}

/**
 * The read port insights uses for 'Applicants the programme turned away' (insights.md 5): the
 * answered follow-ups per decision group. Insights reads these only through this port.
 */
@Injectable()
export class FollowUpOutcomes {
  constructor(private readonly followUps: FollowUpRepository) {}

  /** Surveys sent per decision group (answered or not), answers set aside on withdrawal left out. */
  async askedByDecision(): Promise<Record<FollowUpDecision, number>> {
    const asked = Object.fromEntries(FOLLOW_UP_DECISIONS.map((decision) => [decision, 0])) as Record<
      FollowUpDecision,
      number
    >;
    for (const row of await this.followUps.askedPerDecision()) asked[row.decision] = Number(row.asked);
    return asked;
  }

  /**
   * Approved, waitlisted and rejected applicants' answered surveys, each group oldest decision
   * first; an answer whose consent was withdrawn afterwards is not among them.
   */
  async byDecision(): Promise<Record<FollowUpDecision, FollowUpOutcome[]>> {
    const groups = Object.fromEntries(
      FOLLOW_UP_DECISIONS.map((decision) => [decision, [] as FollowUpOutcome[]]),
    ) as Record<FollowUpDecision, FollowUpOutcome[]>;
    for (const row of await this.followUps.answered()) {
      groups[row.decision].push({
        followUpId: row.id,
        applicationId: row.application_id,
        eventId: row.event_id,
        decidedAt: new Date(row.decided_at),
        answeredAt: new Date(row.answered_at ?? row.decided_at),
        designPartner: row.design_partner === true,
        pilot: row.pilot === true,
        funding: row.funding === true,
        stopped: row.stopped === true,
      });
    }
    return groups;
  }
}
