import type { StoredEvent } from '../audit/domain-event.js';
import { maskEmail } from '../common/masked-email.js';
import { describeChange, type NameLookups } from './change-words.js';

const names: NameLookups = {
  person: (id) => (id === 'u1' ? 'Grace Judge' : 'Unknown user'),
  personName: () => null,
  eventTitle: (id) => (id === 'e1' ? 'Fall Sprint ’25' : 'Deleted event'),
  projectTitle: () => 'Ledger Lens',
  recipient: () => 'a…@example.com',
};

const event = (type: string, payload: Record<string, unknown>): StoredEvent =>
  ({ type, payload, streamType: 'x', streamId: 's1' }) as unknown as StoredEvent;

describe('describeChange', () => {
  it.each([
    ['application.status_changed', { from: 'pending', to: 'approved' }, 'pending → approved'],
    ['email.sent', { messageId: 'm', attempts: 1 }, 'Email sent to a…@example.com'],
    ['event.created', { title: 'Fall Sprint ’25' }, 'Event created'],
    ['judging.opened', { from: 'not_started', to: 'open' }, 'Judging not started → open'],
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
    ['event.judge_added', { userId: 'u1', via: 'wizard' }, 'Judge added: Grace Judge'],
    ['event.judge_removed', { userId: 'u1' }, 'Judge removed: Grace Judge'],
    ['event.judge_removed', { userId: 'u1', via: 'role_change' }, 'Judge removed: Grace Judge (demoted from judge)'],
    [
      'judging.assignment_removed',
      { judgeId: 'u1', scores: { c1: 4 }, total: 4, via: 'judge_removed' },
      'Assignment of Grace Judge removed (judge left the event) with its scores (total 4.00)',
    ],
    ['project.submitted', { eventId: 'e1', late: true }, 'Submitted to Fall Sprint ’25 (late)'],
    ['team.invitation_sent', { invitationId: 'i1', email: 'ada@example.com' }, 'Invited a…@example.com'],
    ['team.join_request_accepted', { requestId: 'r1', userId: 'u1' }, 'Grace Judge joined (request accepted)'],
    ['team.ownership_transferred', { fromUserId: 'u2', userId: 'u1' }, 'Owner Unknown user → Grace Judge'],
    ['team.seeking_changed', { eventId: 'e1', seeking: true }, 'Looking for a team in Fall Sprint ’25'],
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
