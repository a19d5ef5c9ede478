import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { EventCatalog } from '../events/event-catalog.js';
import { EventSpotSettings } from './spots/spot-settings.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { type ApplicationStatus, ApplicationStatusChanged, type StatusChangeReason } from './application.events.js';
import { ApplicationDecisionParticipants } from './application-decisions.js';
import { ApplicationRepository } from './application.repository.js';
import { ApplicationNotFound } from './applications.errors.js';
import { DecisionEmails } from './decision-emails.js';
import { spotDeadline } from './spots/spot-deadline.js';
import { SpotRepository } from './spots/spot.repository.js';

/** An application as a command locked it (ApplicationRepository.lockForReview). */
export interface LockedApplication {
  id: string;
  status: ApplicationStatus;
  version: number;
  user_id: string;
  event_id: string;
}

/** Why, when not a staff decision; an expiry says which deadline passed. */
export type HowChanged =
  { reason: Extract<StatusChangeReason, 'waitlist_offer' | 'spot_declined'> } | { reason: 'spot_expired'; dueAt: Date };

/**
 * One status change of a locked application, whoever makes it (a staff decision, an offer from the
 * waitlist, the applicant's decline, the scheduler's expiry), inside the caller's transaction: the
 * status and its tally, the spot to confirm (opened by an approval before the sprint starts, closed
 * by a decline or expiry, removed by any other decision), the audit event (which feeds the status
 * history), the applicant's email, and what others do on a decision (ApplicationDecisionParticipants).
 */
@Injectable()
export class ApplicationStatusChanges {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly spots: SpotRepository,
    private readonly emails: DecisionEmails,
    private readonly events: EventCatalog,
    private readonly reviewSetup: EventSpotSettings,
    private readonly clock: Clock,
    private readonly decisions: ApplicationDecisionParticipants,
  ) {}

  /** Answers the application's new version. */
  async change(
    tx: TransactionScope,
    application: LockedApplication,
    to: ApplicationStatus,
    how?: HowChanged,
  ): Promise<number> {
    const now = this.clock.now();
    const confirmBy = to === 'approved' ? await this.deadline(application.event_id, now) : null;
    if (confirmBy) await this.spots.open(application.id, now, confirmBy);
    else if (how?.reason === 'spot_declined') await this.spots.decline(application.id, now);
    else if (how?.reason === 'spot_expired') await this.spots.expire(application.id, now);
    // Only an approval, and what became of it, has a spot row.
    else if (application.status === 'approved' || application.status === 'withdrawn') {
      await this.spots.remove(application.id);
    }

    await this.applications.changeStatus(application.id, to);
    await this.applications.countStatusChange(application.id, application.status, to);
    tx.record(
      new ApplicationStatusChanged(application.id, {
        from: application.status,
        to,
        ...(how ? { reason: how.reason } : {}),
        ...(confirmBy ? { confirmBy: confirmBy.toISOString() } : {}),
      }),
      application.version,
    );
    await this.decisions.statusChanged(tx, {
      applicationId: application.id,
      userId: application.user_id,
      eventId: application.event_id,
      from: application.status,
      to,
      at: now,
    });

    if (how?.reason === 'waitlist_offer') await this.emails.queueSpot(tx, application, 'offered', confirmBy);
    else if (how?.reason === 'spot_declined') await this.emails.queueSpot(tx, application, 'declined');
    else if (how?.reason === 'spot_expired') await this.emails.queueSpot(tx, application, 'expired', how.dueAt);
    else if (to !== 'pending' && to !== 'withdrawn') await this.emails.queue(tx, application, to, confirmBy);
    return application.version + 1;
  }

  /** When an approval made now must be confirmed by: the event's days to confirm, capped at its start. */
  private async deadline(eventId: string, now: Date): Promise<Date | null> {
    const event = await this.events.findById(eventId);
    if (!event) throw new ApplicationNotFound();
    const { confirmDays } = await this.reviewSetup.settingsOf(eventId);
    return spotDeadline(now, confirmDays, new Date(event.start_date));
  }
}
