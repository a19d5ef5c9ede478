import { describe, expect, it } from '@jest/globals';

import {
  describeTimelineEntry,
  markAsLabel,
  otherStatuses,
  primaryActions,
  resendDescription,
  statusUpdatedDescription,
} from './application-status';

describe('row actions per status', () => {
  it('offers Approve and Reject for pending, Resend otherwise', () => {
    expect(primaryActions('pending')).toEqual(['approve', 'reject']);
    expect(primaryActions('approved')).toEqual(['resend']);
    expect(primaryActions('rejected')).toEqual(['resend']);
    expect(primaryActions('waitlisted')).toEqual(['resend']);
    expect(primaryActions('withdrawn')).toEqual(['resend']);
  });

  it('hides the current status from the more menu', () => {
    expect(otherStatuses('pending').map(markAsLabel)).toEqual([
      'Mark as Approved',
      'Mark as Waitlisted',
      'Mark as Rejected',
    ]);
    expect(otherStatuses('approved').map(markAsLabel)).toEqual([
      'Mark as Pending',
      'Mark as Waitlisted',
      'Mark as Rejected',
    ]);
    expect(otherStatuses('waitlisted').map(markAsLabel)).toEqual([
      'Mark as Pending',
      'Mark as Approved',
      'Mark as Rejected',
    ]);
    expect(otherStatuses('rejected').map(markAsLabel)).toEqual([
      'Mark as Pending',
      'Mark as Approved',
      'Mark as Waitlisted',
    ]);
    // Withdrawn is the applicant's doing: staff can move it on, never set it.
    expect(otherStatuses('withdrawn').map(markAsLabel)).toEqual([
      'Mark as Pending',
      'Mark as Approved',
      'Mark as Waitlisted',
      'Mark as Rejected',
    ]);
  });
});

describe('toast texts', () => {
  it('mentions the email only for decisions', () => {
    expect(statusUpdatedDescription('approved')).toBe('Application approved successfully. Notification email sent.');
    expect(statusUpdatedDescription('pending')).toBeUndefined();
    expect(resendDescription('approved')).toBe('Approval email sent successfully');
    expect(resendDescription('rejected')).toBe('Rejection email sent successfully');
    expect(resendDescription('waitlisted')).toBe('Waitlist email sent successfully');
    expect(resendDescription('withdrawn')).toBe('Spot release email sent successfully');
    expect(statusUpdatedDescription('waitlisted')).toBe(
      'Application waitlisted successfully. Notification email sent.',
    );
  });
});

describe('describeTimelineEntry', () => {
  it('reads each step type', () => {
    expect(describeTimelineEntry({ type: 'application.submitted', details: {} })).toBe('Application submitted');
    expect(
      describeTimelineEntry({ type: 'application.status_changed', details: { from: 'pending', to: 'approved' } }),
    ).toBe('Status changed from pending to approved');
    expect(
      describeTimelineEntry({
        type: 'application.status_changed',
        details: { from: 'approved', to: 'withdrawn', reason: 'spot_declined' },
      }),
    ).toBe('Status changed from approved to withdrawn (declined the spot)');
    expect(
      describeTimelineEntry({
        type: 'application.status_changed',
        details: { from: 'waitlisted', to: 'approved', reason: 'waitlist_offer', confirmBy: '2027-01-01T00:00:00Z' },
      }),
    ).toBe('Status changed from waitlisted to approved (offered a freed spot from the waitlist)');
    expect(describeTimelineEntry({ type: 'application.spot_confirmed', details: {} })).toBe(
      "Spot confirmed: 'I'll be there'",
    );
    expect(
      describeTimelineEntry({
        type: 'email.queued',
        details: { to: 'a@b.c', subject: 'You are in', template: 'application-approved' },
      }),
    ).toBe('Email queued: You are in to a@b.c');
    expect(describeTimelineEntry({ type: 'email.sent', details: {} })).toBe('Email sent');
    expect(describeTimelineEntry({ type: 'email.undelivered', details: {} })).toBe('Email undelivered');
    expect(describeTimelineEntry({ type: 'application.decision_email_resent', details: {} })).toBe(
      'Decision email resent',
    );
    expect(describeTimelineEntry({ type: 'something.else', details: {} })).toBe('something.else');
  });
});
