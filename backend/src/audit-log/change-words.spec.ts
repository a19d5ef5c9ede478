import type { StoredEvent } from '../audit/domain-event.js';
import { maskEmail } from '../common/masked-email.js';
import { describeChange, type NameLookups } from './change-words.js';

const names: NameLookups = {
  person: (id) => (id === 'u1' ? 'Grace Judge' : 'Unknown user'),
  personName: () => null,
  eventTitle: (id) => (id === 'e1' ? 'Fall Sprint ’25' : 'Deleted event'),
  projectTitle: () => 'Ledger Lens',
  ventureName: (id) => (id === 'v2' ? 'Harbour Labs' : 'Deleted venture'),
  recipient: () => 'a…@example.com',
  application: () => undefined,
};

const event = (type: string, payload: Record<string, unknown>): StoredEvent =>
  ({ type, payload, streamType: 'x', streamId: 's1' }) as unknown as StoredEvent;

describe('describeChange', () => {
  it.each([
    ['application.status_changed', { from: 'pending', to: 'approved' }, 'pending → approved'],
    ['application.status_changed', { from: 'pending', to: 'waitlisted' }, 'pending → waitlisted'],
    [
      'application.status_changed',
      { from: 'pending', to: 'approved', confirmBy: '2027-03-03T16:00:00.000Z' },
      'pending → approved',
    ],
    [
      'application.status_changed',
      { from: 'waitlisted', to: 'approved', reason: 'waitlist_offer', confirmBy: '2027-03-03T16:00:00.000Z' },
      'waitlisted → approved (offered a freed spot from the waitlist)',
    ],
    [
      'application.status_changed',
      { from: 'approved', to: 'withdrawn', reason: 'spot_declined' },
      'approved → withdrawn (declined the spot)',
    ],
    [
      'application.status_changed',
      { from: 'approved', to: 'withdrawn', reason: 'spot_expired' },
      'approved → withdrawn (spot not confirmed by the deadline)',
    ],
    ['application.spot_confirmed', { dueAt: '2027-03-03T16:00:00.000Z' }, "Spot confirmed: 'I'll be there'"],
    ['email.sent', { messageId: 'm', attempts: 1 }, 'Email sent to a…@example.com'],
    ['event.created', { title: 'Fall Sprint ’25' }, 'Event created'],
    ['judging.opened', { from: 'not_started', to: 'open' }, 'Judging not started → open'],
    [
      'judging.close_date_set',
      { closesAt: '2027-01-10T17:00:00.000Z', previous: null },
      'Judging close date set to 2027-01-10 17:00 UTC',
    ],
    ['judging.close_date_set', { closesAt: null, previous: '2027-01-10T17:00:00.000Z' }, 'Judging close date cleared'],
    [
      'reminders.settings_changed',
      {
        eventId: 'e1',
        settings: {
          submission_deadline: { enabled: true, offsetsHours: [24] },
          judging: { enabled: false, offsetsHours: [24] },
          spot_confirmation: { enabled: true, offsetsHours: [48] },
        },
      },
      'Reminders of Fall Sprint ’25 set: submission deadline at 24 h; judging off; spot confirmation at 48 h',
    ],
    ['judging.results_published', { from: 'closed', to: 'published' }, 'Results published'],
    ['judging.results_withdrawn', { from: 'published', to: 'closed' }, 'Results withdrawn'],
    [
      'judging.sheet_saved',
      { from: { scores: {}, total: 3.4 }, to: { scores: {}, total: 3.75 } },
      'Scores changed: total 3.40 → 3.75',
    ],
    [
      'judging.judge_recused',
      { judgeId: 'u1', reason: 'Former colleague', reassignedTo: null },
      'Grace Judge recused: Former colleague (no other judge eligible)',
    ],
    [
      'judging.conflict_declared',
      { judgeId: 'u1', projectId: 'p1', reason: 'Mentored them' },
      'Grace Judge declared a conflict with Ledger Lens: Mentored them',
    ],
    [
      'event.updated',
      {
        changes: {
          title: { from: 'Fall Sprint', to: 'Fall Sprint ’25' },
          tracks: { from: ['discovery'], to: ['discovery', 'startup'] },
        },
      },
      'Event updated: title Fall Sprint → Fall Sprint ’25; tracks discovery → discovery, startup',
    ],
    [
      'review.applications_assigned',
      { reviewsPerApplication: 2, seed: 's', added: 1, assigned: [], short: [{ applicationId: 'a1', assigned: 1 }] },
      'Applications assigned: 1 new review, 2 per application; 1 application short of reviewers',
    ],
    [
      'review.reviewer_recused',
      {
        assignmentId: 'x',
        applicationId: 'a1',
        reviewerId: 'u1',
        reason: 'I know them',
        scores: null,
        total: null,
        reassignedTo: null,
      },
      'Grace Judge recused: I know them; no eligible reviewer left',
    ],
    [
      'review.review_saved',
      {
        eventId: 'e1',
        applicationId: 'a1',
        reviewerId: 'u1',
        from: null,
        to: { scores: {}, total: 3.5, recommendation: 'accept' },
        noteToStaffChanged: false,
      },
      'Review saved by Grace Judge: 3.50 (accept)',
    ],
    [
      'review.extra_reviews_requested',
      {
        applicationIds: ['a1', 'a2'],
        assignments: [{ assignmentId: 'x', applicationId: 'a1', reviewerId: 'u1' }],
        short: ['a2'],
      },
      'One more review requested for 2 borderline applications: 1 assigned, 1 without an eligible reviewer',
    ],
    ['event.judge_added', { userId: 'u1', via: 'wizard' }, 'Judge added: Grace Judge'],
    ['event.judge_removed', { userId: 'u1' }, 'Judge removed: Grace Judge'],
    ['event.judge_removed', { userId: 'u1', via: 'role_change' }, 'Judge removed: Grace Judge (demoted from judge)'],
    [
      'judging.assignment_removed',
      { judgeId: 'u1', scores: { c1: 4 }, total: 4, via: 'judge_removed' },
      'Assignment of Grace Judge removed (judge left the event) with its scores (total 4.00)',
    ],
    ['project.submitted', { eventId: 'e1', late: true }, 'Submitted to Fall Sprint ’25 (late)'],
    [
      'project.pitch_deck_changed',
      { from: null, to: { file_id: 'f1', name: 'Pitch.pdf', size_bytes: 10 } },
      'Pitch deck added: Pitch.pdf',
    ],
    [
      'project.pitch_deck_changed',
      {
        from: { file_id: 'f1', name: 'Pitch.pdf', size_bytes: 10 },
        to: { file_id: 'f2', name: 'New.pdf', size_bytes: 10 },
      },
      'Pitch deck replaced: New.pdf',
    ],
    [
      'project.pitch_deck_changed',
      { from: { file_id: 'f1', name: 'Pitch.pdf', size_bytes: 10 }, to: null },
      'Pitch deck removed',
    ],
    [
      'project.image_files_changed',
      {
        from: [],
        to: [
          { file_id: 'f1', alt: 'A' },
          { file_id: 'f2', alt: 'B' },
        ],
      },
      'Uploaded images set: 2 images',
    ],
    ['project.image_files_changed', { from: [{ file_id: 'f1', alt: 'A' }], to: [] }, 'Uploaded images removed'],
    ['team.invitation_sent', { invitationId: 'i1', email: 'ada@example.com' }, 'Invited a…@example.com'],
    ['team.join_request_accepted', { requestId: 'r1', userId: 'u1' }, 'Grace Judge joined (request accepted)'],
    ['team.ownership_transferred', { fromUserId: 'u2', userId: 'u1' }, 'Owner Unknown user → Grace Judge'],
    ['team.seeking_changed', { eventId: 'e1', seeking: true }, 'Looking for a team in Fall Sprint ’25'],
    [
      'venture.created',
      { name: 'Ledger Lens', foundedEventId: 'e1', submissionId: 's1', projectId: 'p1' },
      'Venture started by Ledger Lens in Fall Sprint ’25',
    ],
    [
      'venture.entry_moved',
      { submissionId: 's1', projectId: 'p1', eventId: 'e1', fromVentureId: 'v2', byStaff: true, reason: 'Same team' },
      'Ledger Lens (Fall Sprint ’25) moved here from Harbour Labs by staff: Same team',
    ],
    [
      'venture.merged',
      { fromVentureId: 'v2', reason: 'Duplicate', submissionIds: ['s1', 's2'], milestoneIds: ['m1'], checkinIds: [] },
      'Merged Harbour Labs into it (2 entries, 1 milestones): Duplicate',
    ],
    [
      'venture.milestone_added',
      { milestoneId: 'm1', checkinId: null, type: 'design_partner', occurredOn: '2026-10-01', figures: {} },
      'Milestone added: design partner on 2026-10-01',
    ],
    [
      'venture.milestone_verified',
      { milestoneId: 'm1', note: 'Saw the contract' },
      'Milestone verified: Saw the contract',
    ],
    [
      'venture.checkin_asked',
      { checkinId: 'c1', eventId: 'e1', offsetDays: 90, recipients: 3 },
      'Check-in 90 days after Fall Sprint ’25 asked of 3 member(s)',
    ],
    [
      'venture.checkin_answered',
      { checkinId: 'c1', eventId: 'e1', whatHappened: '…', continuing: 'yes', milestoneIds: ['m1', 'm2'] },
      'Check-in after Fall Sprint ’25 answered (2 milestone(s) recorded)',
    ],
    [
      'venture.checkin_answered',
      {
        checkinId: 'c1',
        eventId: 'e1',
        whatHappened: '…',
        continuing: 'stopped',
        milestoneIds: [],
        cancelledCheckinIds: ['c2', 'c3'],
      },
      'Check-in after Fall Sprint ’25 answered (0 milestone(s) recorded); the venture stopped, so its 2 later check-in(s) were cancelled',
    ],
    ['venture.member_removed', { userId: 'u1', reason: null }, 'Grace Judge removed from the venture'],
    [
      'email_preferences.changed',
      { turnedOff: ['announcements', 'team_activity'], turnedOn: ['reminders'] },
      'Email preferences changed: Announcements off, Team activity off, Reminders on',
    ],
    [
      'email_preferences.unsubscribed_by_link',
      { category: 'team_activity' },
      "Unsubscribed from Team activity by the email's link",
    ],
  ])('says %s in words', (type, payload, words) => {
    expect(describeChange(event(type, payload), names)).toBe(words);
  });

  it('falls back to the type in words for a type without a describer', () => {
    expect(describeChange(event('probe.noted', {}), names)).toBe('Probe noted');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a…@example.com');
    expect(maskEmail('not-an-address')).toBe('…');
  });
});
