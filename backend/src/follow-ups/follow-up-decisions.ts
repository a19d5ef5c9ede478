import { Injectable } from '@nestjs/common';
import type { ApplicationDecision, ApplicationDecisionParticipant } from '../applications/application-decisions.js';
import { FollowUpConsents } from '../applications/follow-up-consents.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { FollowUpCancelled, FollowUpScheduled } from './follow-up.events.js';
import { FollowUpRepository } from './follow-up.repository.js';
import { followUpDueAt, isFollowUpDecision } from './follow-up-rules.js';

/**
 * Schedules the survey when a consenting applicant's application is decided (approved, waitlisted
 * or rejected), in the decision's transaction: due 180 days later. A later decision before the ask
 * moves it (the survey follows the last decision); back to pending cancels it; once asked or
 * answered it stays. A spot given up (withdrawn) is no new decision.
 */
@Injectable()
export class FollowUpDecisions implements ApplicationDecisionParticipant {
  constructor(
    private readonly consents: FollowUpConsents,
    private readonly followUps: FollowUpRepository,
  ) {}

  async statusChanged(tx: TransactionScope, decision: ApplicationDecision): Promise<void> {
    const { applicationId, to, at } = decision;
    if (to !== 'pending' && !isFollowUpDecision(to)) return;
    const existing = await this.followUps.lockOfApplication(applicationId);
    if (to === 'pending') {
      if (existing?.state === 'scheduled') {
        await this.followUps.cancel(existing.id, at);
        tx.record(new FollowUpCancelled(applicationId, { followUpId: existing.id, eventId: decision.eventId }));
      }
      return;
    }
    if (!(await this.consents.given(applicationId))) return;
    const dueAt = followUpDueAt(at);
    let followUpId: string;
    if (!existing) {
      followUpId = await this.followUps.insert({
        applicationId,
        userId: decision.userId,
        eventId: decision.eventId,
        decision: to,
        decidedAt: at,
        dueAt,
      });
    } else if (existing.state === 'scheduled' || existing.state === 'cancelled') {
      followUpId = existing.id;
      await this.followUps.reschedule(existing.id, to, at, dueAt);
    } else {
      return;
    }
    tx.record(
      new FollowUpScheduled(applicationId, {
        followUpId,
        eventId: decision.eventId,
        decision: to,
        dueAt: dueAt.toISOString(),
      }),
    );
  }
}
