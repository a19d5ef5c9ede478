import type { StoredEvent } from '../audit/domain-event.js';
import { changeFields, humanise, plain } from './change-fields.js';
import type { NameLookups } from './change-words.js';

const PEOPLE: Record<string, string> = { u1: 'Ada Builder', u2: 'Grace Judge', u3: 'Bob Owner' };

const names: NameLookups = {
  person: (id) => PEOPLE[id] ?? 'Unknown user',
  personName: () => null,
  eventTitle: (id) => (id === 'e1' ? 'Fall Sprint ’25' : 'Deleted event'),
  projectTitle: (id) => (id === 'p1' ? 'Ledger Lens' : 'Deleted project'),
  ventureName: (id) => ({ v1: 'Harbour Labs', v2: 'Harbour' })[id] ?? 'Deleted venture',
  recipient: () => 'a…@example.com',
  application: (id) => (id === 'a1' ? { applicant: 'Ada Builder', event: 'Fall Sprint ’25' } : undefined),
};

const event = (type: string, streamType: string, streamId: string, payload: Record<string, unknown>): StoredEvent =>
  ({ type, payload, streamType, streamId }) as unknown as StoredEvent;

const lines = (stored: StoredEvent) => changeFields(stored, names).map(({ label, value }) => `${label}: ${value}`);

describe('changeFields', () => {
  it('names an application status change by its applicant and event, the change as from → to', () => {
    expect(
      lines(event('application.status_changed', 'application', 'a1', { from: 'pending', to: 'approved' })),
    ).toEqual(['Applicant: Ada Builder', 'Event: Fall Sprint ’25', 'Status: pending → approved']);
  });

  it('says so when the application is gone, and names the event its payload points at once', () => {
    expect(lines(event('application.submitted', 'application', 'gone', { eventId: 'e1', role: 'Dev' }))).toEqual([
      'Application: Deleted application',
      'Event: Fall Sprint ’25',
      'Role: Dev',
    ]);
    // The event named by the record and again by the payload is one line.
    expect(lines(event('application.submitted', 'application', 'a1', { eventId: 'e1', role: 'PM' }))).toEqual([
      'Applicant: Ada Builder',
      'Event: Fall Sprint ’25',
      'Role: PM',
    ]);
  });

  it('names people by what they are to the event and leaves internal ids to the raw event', () => {
    expect(
      lines(
        event('judging.judge_recused', 'judging', 'e1', {
          assignmentId: 'as1',
          submissionId: 's1',
          judgeId: 'u2',
          reason: 'Former colleague',
          scores: { c1: 4 },
          reassignedTo: null,
        }),
      ),
    ).toEqual(['Event: Fall Sprint ’25', 'Judge: Grace Judge', 'Reason: Former colleague', 'Reassigned to: —']);
    expect(lines(event('team.ownership_transferred', 'team', 'p1', { fromUserId: 'u3', userId: 'u1' }))).toEqual([
      'Team: Ledger Lens',
      'Previous owner: Bob Owner',
      'New owner: Ada Builder',
    ]);
    expect(lines(event('event.judge_added', 'event', 'e1', { userId: 'u2', via: 'judging_tab' }))).toEqual([
      'Event: Fall Sprint ’25',
      'Judge: Grace Judge',
      'Via: judging tab',
    ]);
  });

  it('lists an edit one changed field a line, and a role change as Role', () => {
    expect(
      lines(
        event('event.updated', 'event', 'e1', {
          changes: {
            title: { from: 'Fall Sprint', to: 'Fall Sprint ’25' },
            start_date: { from: '2026-09-01T16:00:00.000Z', to: '2026-09-02T16:00:00.000Z' },
            tracks: { from: ['startup'], to: ['startup', 'climate'] },
          },
        }),
      ),
    ).toEqual([
      'Event: Fall Sprint ’25',
      'Title: Fall Sprint → Fall Sprint ’25',
      'Start date: 2026-09-01 16:00 UTC → 2026-09-02 16:00 UTC',
      'Tracks: startup → startup, climate',
    ]);
    expect(
      lines(event('user.role_changed', 'user', 'u2', { from: 'participant', to: 'judge', via: 'user_management' })),
    ).toEqual(['Person: Grace Judge', 'Role: participant → judge', 'Via: user management']);
  });

  it('reads judging phases, sheet totals, winners and emails in words', () => {
    expect(lines(event('judging.opened', 'judging', 'e1', { from: 'not_started', to: 'open' }))).toEqual([
      'Event: Fall Sprint ’25',
      'Judging phase: not started → open',
    ]);
    expect(
      lines(
        event('judging.sheet_saved', 'judge_assignment', 'as1', {
          eventId: 'e1',
          submissionId: 's1',
          projectId: 'p1',
          judgeId: 'u2',
          from: null,
          to: { scores: { c1: 4 }, total: 3.75 },
          noteToStaffChanged: false,
          feedbackChanged: true,
        }),
      ),
    ).toEqual([
      'Event: Fall Sprint ’25',
      'Project: Ledger Lens',
      'Judge: Grace Judge',
      'Total: — → 3.75',
      'Note to staff changed: No',
      'Feedback changed: Yes',
    ]);
    expect(
      lines(
        event('winner.added', 'winner', 'w1', {
          eventId: 'e1',
          submissionId: 's1',
          projectId: 'p1',
          track: 'startup',
          place: 4,
          note: null,
        }),
      ),
    ).toEqual([
      'Event: Fall Sprint ’25',
      'Project: Ledger Lens',
      'Track: startup',
      'Place: Honorable Mention',
      'Note: —',
    ]);
    expect(
      lines(
        event('email.queued', 'email', 'o1', {
          to: 'ada@example.com',
          subject: 'You are in',
          template: 'application_approved',
          messageId: '<m@x>',
        }),
      ),
    ).toEqual(['To: a…@example.com', 'Subject: You are in', 'Template: application approved']);
  });

  it('lists created records: lists joined, criteria with their weights, submitted teams by name', () => {
    expect(
      lines(
        event('event.created', 'event', 'e1', {
          title: 'Fall Sprint ’25',
          tracks: ['startup', 'climate'],
          criteria: [
            { label: 'Impact', weight: 40 },
            { label: 'Execution', weight: 60 },
          ],
        }),
      ),
    ).toEqual([
      'Event: Fall Sprint ’25',
      'Title: Fall Sprint ’25',
      'Tracks: startup, climate',
      'Criteria: Impact (weight 40), Execution (weight 60)',
    ]);
    expect(
      lines(
        event('judging.assignments_made', 'judging', 'e1', {
          reviewsPerSubmission: 3,
          assignments: [{ assignmentId: 'as1', submissionId: 's1', judgeId: 'u2' }],
          short: [],
        }),
      ),
    ).toEqual(['Event: Fall Sprint ’25', 'Reviews per submission: 3', 'Assignments: 1', 'Short of judges: —']);
    expect(
      lines(
        event('project.submitted', 'project', 'p1', {
          eventId: 'e1',
          late: true,
          snapshot: { title: 'Ledger Lens', team: [{ user_id: 'u1', name: 'Ada Builder', role: 'owner' }] },
        }),
      ),
    ).toEqual(['Project: Ledger Lens', 'Event: Fall Sprint ’25', 'Late: Yes', 'Team as submitted: Ada Builder']);
  });

  it('names a venture and the venture it absorbed, and leaves milestone and check-in ids to the raw event', () => {
    const merged = event('venture.merged', 'venture', 'v1', {
      fromVentureId: 'v2',
      reason: 'Duplicate',
      submissionIds: ['s1'],
      milestoneIds: ['m1'],
      checkinIds: ['c1'],
    });
    expect(lines(merged)).toEqual(['Venture: Harbour Labs', 'From venture: Harbour', 'Reason: Duplicate']);
    const asked = event('venture.checkin_asked', 'venture', 'v1', {
      checkinId: 'c1',
      eventId: 'e1',
      offsetDays: 30,
      recipients: 2,
    });
    expect(lines(asked)).toEqual([
      'Venture: Harbour Labs',
      'Event: Fall Sprint ’25',
      'Days after the sprint: 30',
      'Recipients: 2',
    ]);
  });

  it('still reads an event type nobody described: keys humanised, values shown', () => {
    expect(
      lines(
        event('probe.noted', 'probe', 'x1', {
          noteText: 'hello',
          retryCount: 2,
          ratio: 0.125,
          tags: ['a', 'b'],
          counts: { openItems: 1 },
          nested: { deep: { deeper: true } },
        }),
      ),
    ).toEqual([
      'Note text: hello',
      'Retry count: 2',
      'Ratio: 0.13',
      'Tags: a, b',
      'Counts: Open items: 1',
      'Nested: {"deep":{"deeper":true}}',
    ]);
  });
});

describe('humanise', () => {
  it.each([
    ['submissionDeadline', 'Submission deadline'],
    ['submission_deadline', 'Submission deadline'],
    ['team_size_max', 'Team size max'],
    ['URL', 'Url'],
  ])('%s -> %s', (key, label) => expect(humanise(key)).toBe(label));
});

describe('plain', () => {
  it('cuts long texts and says — for nothing', () => {
    expect(plain('x'.repeat(400))).toHaveLength(300);
    expect(plain('x'.repeat(400)).endsWith('…')).toBe(true);
    expect(plain(null)).toBe('—');
    expect(plain('')).toBe('—');
    expect(plain([])).toBe('—');
  });
});
