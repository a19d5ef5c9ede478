import { DomainEvent } from '../audit/domain-event.js';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_ROLES = ['Dev', 'PM', 'Designer', 'Other'] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

const APPLICATION = 'application';

export class ApplicationSubmitted extends DomainEvent<{ eventId: string; role: ApplicationRole }> {
  static readonly TYPE = 'application.submitted';
  readonly type = ApplicationSubmitted.TYPE;
  readonly streamType = APPLICATION;
}

export class ApplicationStatusChanged extends DomainEvent<{ from: ApplicationStatus; to: ApplicationStatus }> {
  static readonly TYPE = 'application.status_changed';
  readonly type = ApplicationStatusChanged.TYPE;
  readonly streamType = APPLICATION;
}

export class DecisionEmailResent extends DomainEvent<{ status: ApplicationStatus }> {
  static readonly TYPE = 'application.decision_email_resent';
  readonly type = DecisionEmailResent.TYPE;
  readonly streamType = APPLICATION;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [ApplicationSubmitted.TYPE]: ApplicationSubmitted['payload'];
    [ApplicationStatusChanged.TYPE]: ApplicationStatusChanged['payload'];
    [DecisionEmailResent.TYPE]: DecisionEmailResent['payload'];
  }
}
