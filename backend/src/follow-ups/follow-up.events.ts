import { DomainEvent } from '../audit/domain-event.js';
import type { ContinuingAnswer } from '../common/checkin-questions/checkin-questions.js';
import type { FollowUpDecision, FollowUpOutcomeFlags } from './follow-up-rules.js';

/**
 * A follow-up survey's stream is keyed by its application (one survey per application), so the
 * withdrawal of consent, before or after the survey exists, sits on the same stream.
 */
const FOLLOW_UP = 'follow_up';

/** A decision was made on a consenting applicant: the survey falls due 180 days later. */
export class FollowUpScheduled extends DomainEvent<{
  followUpId: string;
  eventId: string;
  decision: FollowUpDecision;
  dueAt: string;
}> {
  static readonly TYPE = 'follow_up.scheduled';
  readonly type = FollowUpScheduled.TYPE;
  readonly streamType = FOLLOW_UP;
}

/** The scheduler emailed the applicant the survey (in the outbox). */
export class FollowUpAsked extends DomainEvent<{ followUpId: string; eventId: string }> {
  static readonly TYPE = 'follow_up.asked';
  readonly type = FollowUpAsked.TYPE;
  readonly streamType = FOLLOW_UP;
}

export class FollowUpReminded extends DomainEvent<{ followUpId: string; eventId: string }> {
  static readonly TYPE = 'follow_up.reminded';
  readonly type = FollowUpReminded.TYPE;
  readonly streamType = FOLLOW_UP;
}

/** The applicant answered the survey; its outcome flags are what insights counts. */
export class FollowUpAnswered extends DomainEvent<{
  followUpId: string;
  eventId: string;
  decision: FollowUpDecision;
  whatHappened: string;
  continuing: ContinuingAnswer;
  outcomes: FollowUpOutcomeFlags;
}> {
  static readonly TYPE = 'follow_up.answered';
  readonly type = FollowUpAnswered.TYPE;
  readonly streamType = FOLLOW_UP;
}

/**
 * The applicant withdrew their consent: nothing is asked or reminded after it; a survey not yet
 * answered was cancelled (`cancelledFollowUpId`); an answered one was set aside, no longer counted
 * by insights (`setAsideFollowUpId`).
 */
export class FollowUpConsentWithdrawn extends DomainEvent<{
  eventId: string;
  cancelledFollowUpId?: string;
  setAsideFollowUpId?: string;
}> {
  static readonly TYPE = 'follow_up.consent_withdrawn';
  readonly type = FollowUpConsentWithdrawn.TYPE;
  readonly streamType = FOLLOW_UP;
}

/** The decision went back to pending before the survey was asked: it no longer applies. */
export class FollowUpCancelled extends DomainEvent<{ followUpId: string; eventId: string }> {
  static readonly TYPE = 'follow_up.cancelled';
  readonly type = FollowUpCancelled.TYPE;
  readonly streamType = FOLLOW_UP;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [FollowUpScheduled.TYPE]: FollowUpScheduled['payload'];
    [FollowUpAsked.TYPE]: FollowUpAsked['payload'];
    [FollowUpReminded.TYPE]: FollowUpReminded['payload'];
    [FollowUpAnswered.TYPE]: FollowUpAnswered['payload'];
    [FollowUpConsentWithdrawn.TYPE]: FollowUpConsentWithdrawn['payload'];
    [FollowUpCancelled.TYPE]: FollowUpCancelled['payload'];
  }
}
