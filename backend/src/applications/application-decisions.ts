import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import type { ApplicationStatus } from './application.events.js';

/** One status change of an application, as those who follow decisions see it. */
export interface ApplicationDecision {
  applicationId: string;
  userId: string;
  eventId: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  at: Date;
}

/** What a feature does when an application's status changes (follow-ups: schedule the survey). */
export interface ApplicationDecisionParticipant {
  statusChanged(tx: TransactionScope, decision: ApplicationDecision): Promise<void>;
}

/**
 * Features register here, so applications need not know them (as EventTimelineParticipants does for
 * events). They run inside the status command's transaction: the decision and theirs commit together.
 */
@Injectable()
export class ApplicationDecisionParticipants {
  private readonly participants: ApplicationDecisionParticipant[] = [];

  register(participant: ApplicationDecisionParticipant): void {
    this.participants.push(participant);
  }

  /** One after the other: they share the transaction's connection. */
  async statusChanged(tx: TransactionScope, decision: ApplicationDecision): Promise<void> {
    for (const participant of this.participants) await participant.statusChanged(tx, decision);
  }
}
