import type { RecordedEvent } from '../audit/domain-event.js';
import { liveMessageOf, mayReceive } from './live-event.js';

function recorded(fields: Partial<RecordedEvent> & Pick<RecordedEvent, 'type' | 'streamType'>): RecordedEvent {
  return {
    position: 7,
    streamId: 'record-1',
    version: 1,
    payload: {},
    actorId: 'actor',
    occurredAt: new Date(),
    prevHash: '',
    hash: '',
    ...fields,
  } as RecordedEvent;
}

const admin = { id: 'a', role: 'admin' } as const;
const organizer = { id: 'o', role: 'organizer' } as const;
const judge = { id: 'j', role: 'judge' } as const;
const owner = { id: 'owner', role: 'participant' } as const;
const other = { id: 'other', role: 'participant' } as const;

describe('live events', () => {
  it('keeps the small form: type, record id, event id, and the position as id', () => {
    const message = liveMessageOf(
      recorded({
        type: 'application.status_changed',
        streamType: 'application',
        payload: { from: 'pending', to: 'approved' },
      }),
      { userId: 'owner', eventId: 'event-1' },
    );
    expect(message.event).toEqual({ type: 'application.status_changed', recordId: 'record-1', eventId: 'event-1' });
    expect(message.position).toBe(7);
  });

  it("shows an application's events to staff and its applicant, not to other participants or judges", () => {
    const message = liveMessageOf(recorded({ type: 'application.status_changed', streamType: 'application' }), {
      userId: 'owner',
      eventId: 'event-1',
    });
    expect([admin, organizer, owner, other, judge].map((user) => mayReceive(user, message))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows public changes to everyone signed in', () => {
    for (const type of ['event.status_changed', 'winner.added', 'judging.results_published']) {
      expect(mayReceive(other, liveMessageOf(recorded({ type, streamType: 'event' })))).toBe(true);
    }
  });

  it('shows judging to judges and staff, and a team change to the member it names', () => {
    const sheet = liveMessageOf(recorded({ type: 'judging.sheet_saved', streamType: 'assignment' }));
    expect([judge, admin, other].map((user) => mayReceive(user, sheet))).toEqual([true, true, false]);
    const removed = liveMessageOf(
      recorded({ type: 'team.member_removed', streamType: 'team', payload: { userId: 'owner' } }),
    );
    expect([owner, other, admin].map((user) => mayReceive(user, removed))).toEqual([true, false, true]);
  });

  it('names the event of an event stream as its event id', () => {
    const message = liveMessageOf(recorded({ type: 'event.updated', streamType: 'event', streamId: 'event-9' }));
    expect(message.event.eventId).toBe('event-9');
  });
});
