import { DomainEvent } from '../audit/domain-event.js';

// An event's review setup is part of the event's record: its events are on the event's stream, read
// by the event's readers (staff), as the judging setup's and the application form's are.
const EVENT = 'event';

/** The settings staff change on the Review tab, as recorded. */
export interface ReviewSettingsValues {
  capacity: number | null;
  waitlistSize: number;
  reviewsPerApplication: number;
  blindReview: boolean;
  confirmDays: number;
}

export type ReviewSettingsChanges = {
  [Field in keyof ReviewSettingsValues]?: { from: ReviewSettingsValues[Field]; to: ReviewSettingsValues[Field] };
};

export class ReviewSettingsChanged extends DomainEvent<{ changes: ReviewSettingsChanges; version: number }> {
  static readonly TYPE = 'review_setup.settings_changed';
  readonly type = ReviewSettingsChanged.TYPE;
  readonly streamType = EVENT;
}

export class ReviewCriterionAdded extends DomainEvent<{
  criterionId: string;
  label: string;
  weight: number;
  description: string | null;
  position: number;
}> {
  static readonly TYPE = 'review_setup.criterion_added';
  readonly type = ReviewCriterionAdded.TYPE;
  readonly streamType = EVENT;
}

export class ReviewCriterionEdited extends DomainEvent<{
  criterionId: string;
  label: string;
  weight: number;
  description: string | null;
}> {
  static readonly TYPE = 'review_setup.criterion_edited';
  readonly type = ReviewCriterionEdited.TYPE;
  readonly streamType = EVENT;
}

export class ReviewCriterionRemoved extends DomainEvent<{ criterionId: string; label: string; weight: number }> {
  static readonly TYPE = 'review_setup.criterion_removed';
  readonly type = ReviewCriterionRemoved.TYPE;
  readonly streamType = EVENT;
}

export class ReviewCriteriaReordered extends DomainEvent<{ criterionIds: string[] }> {
  static readonly TYPE = 'review_setup.criteria_reordered';
  readonly type = ReviewCriteriaReordered.TYPE;
  readonly streamType = EVENT;
}

/** Staff on the Review tab, or the person accepting an invitation by verifying their email. */
export type ReviewerSeatedVia = 'review_tab' | 'invitation';

export class ReviewerSeated extends DomainEvent<{ userId: string; via: ReviewerSeatedVia }> {
  static readonly TYPE = 'review_setup.reviewer_seated';
  readonly type = ReviewerSeated.TYPE;
  readonly streamType = EVENT;
}

export class ReviewerInvited extends DomainEvent<{ email: string }> {
  static readonly TYPE = 'review_setup.reviewer_invited';
  readonly type = ReviewerInvited.TYPE;
  readonly streamType = EVENT;
}

export class ReviewerInvitationWithdrawn extends DomainEvent<{ email: string }> {
  static readonly TYPE = 'review_setup.reviewer_invitation_withdrawn';
  readonly type = ReviewerInvitationWithdrawn.TYPE;
  readonly streamType = EVENT;
}

export class ReviewerRemoved extends DomainEvent<{ userId: string }> {
  static readonly TYPE = 'review_setup.reviewer_removed';
  readonly type = ReviewerRemoved.TYPE;
  readonly streamType = EVENT;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [ReviewSettingsChanged.TYPE]: ReviewSettingsChanged['payload'];
    [ReviewCriterionAdded.TYPE]: ReviewCriterionAdded['payload'];
    [ReviewCriterionEdited.TYPE]: ReviewCriterionEdited['payload'];
    [ReviewCriterionRemoved.TYPE]: ReviewCriterionRemoved['payload'];
    [ReviewCriteriaReordered.TYPE]: ReviewCriteriaReordered['payload'];
    [ReviewerSeated.TYPE]: ReviewerSeated['payload'];
    [ReviewerInvited.TYPE]: ReviewerInvited['payload'];
    [ReviewerInvitationWithdrawn.TYPE]: ReviewerInvitationWithdrawn['payload'];
    [ReviewerRemoved.TYPE]: ReviewerRemoved['payload'];
  }
}
