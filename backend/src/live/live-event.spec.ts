import type { RecordedEvent } from '../audit/domain-event.js';
import { liveMessageOf, mayReceive, seesEverything, streamsEndedBy } from './live-event.js';

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
  it('keeps the small form: type, record id, event id', () => {
    const message = liveMessageOf(
      recorded({
        type: 'application.status_changed',
        streamType: 'application',
        payload: { from: 'pending', to: 'approved' },
      }),
      { userIds: ['owner'], eventId: 'event-1' },
    );
    expect(message.event).toEqual({ type: 'application.status_changed', recordId: 'record-1', eventId: 'event-1' });
  });

  it("shows an application's events to admins and its applicant, not to organizers, other participants or judges", () => {
    const message = liveMessageOf(recorded({ type: 'application.status_changed', streamType: 'application' }), {
      userIds: ['owner'],
      eventId: 'event-1',
    });
    expect([admin, organizer, owner, other, judge].map((user) => mayReceive(user, message))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('shows each kind of record to the roles the API lets read all of it: people and emails to admins, events, judging and teams to organizers too', () => {
    const kinds = {
      application: 'application.submitted',
      user: 'user.password_changed',
      profile: 'profile.updated',
      email: 'email.queued',
      event: 'event.judge_invited',
      judging: 'judging.assignments_made',
      judge_assignment: 'judging.sheet_saved',
      project: 'project.submitted',
      team: 'team.invitation_sent',
      team_seeker: 'team.seeking_changed',
      winner: 'winner.added',
      someday_kind: 'someday_kind.happened',
    };
    const readers = Object.entries(kinds).map(([streamType, type]) => {
      const message = liveMessageOf(recorded({ type, streamType, actorId: null, payload: { eventId: 'event-1' } }));
      return [streamType, [admin, organizer].filter((user) => mayReceive(user, message)).map((user) => user.role)];
    });
    expect(Object.fromEntries(readers)).toEqual({
      application: ['admin'],
      user: ['admin'],
      profile: ['admin'],
      email: ['admin'],
      event: ['admin', 'organizer'],
      judging: ['admin', 'organizer'],
      judge_assignment: ['admin', 'organizer'],
      project: ['admin', 'organizer'],
      team: ['admin', 'organizer'],
      team_seeker: ['admin', 'organizer'],
      winner: ['admin', 'organizer'],
      // A kind nobody listed yet stays with admins, as the audit log does.
      someday_kind: ['admin'],
    });
    expect([admin, organizer, judge, other].map(seesEverything)).toEqual([true, false, false, false]);
  });

  it('shows an email delivery to admins only, not to whoever queued it', () => {
    const queued = liveMessageOf(recorded({ type: 'email.queued', streamType: 'email', actorId: 'o' }));
    expect([organizer, admin].map((user) => mayReceive(user, queued))).toEqual([false, true]);
    expect(queued.audience.userIds).toEqual([]);
  });

  it('shows public changes to everyone signed in when their event is public, to staff only while it is a draft', () => {
    for (const type of ['event.created', 'event.status_changed', 'winner.added', 'judging.results_published']) {
      const event = recorded({ type, streamType: 'event', actorId: 'o' });
      expect(mayReceive(other, liveMessageOf(event, { eventIsPublic: true }))).toBe(true);
      const draft = liveMessageOf(event, { eventIsPublic: false });
      expect([other, judge, organizer, admin].map((user) => mayReceive(user, draft))).toEqual([
        false,
        false,
        true,
        true,
      ]);
      // Not looked up: not public.
      expect(mayReceive(other, liveMessageOf(event))).toBe(false);
    }
  });

  it('shows a team change to the team the publisher looked up and the member it names, not to strangers', () => {
    const updated = liveMessageOf(recorded({ type: 'project.updated', streamType: 'project', actorId: 'owner' }), {
      userIds: ['owner', 'mate'],
    });
    const mate = { id: 'mate', role: 'participant' } as const;
    expect([owner, mate, other, judge, admin].map((user) => mayReceive(user, updated))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    const removed = liveMessageOf(
      recorded({ type: 'team.member_removed', streamType: 'team', payload: { userId: 'other' } }),
      { userIds: ['owner'] },
    );
    expect([owner, other, judge].map((user) => mayReceive(user, removed))).toEqual([true, true, false]);
  });

  it("shows a judge their own judging only: their sheets and assignments, not another judge's", () => {
    const otherJudge = { id: 'j2', role: 'judge' } as const;
    const sheet = liveMessageOf(
      recorded({
        type: 'judging.sheet_saved',
        streamType: 'judge_assignment',
        actorId: 'j',
        payload: { judgeId: 'j' },
      }),
    );
    expect([judge, otherJudge, admin, other].map((user) => mayReceive(user, sheet))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const assigned = liveMessageOf(
      recorded({
        type: 'judging.assignments_made',
        streamType: 'judging',
        actorId: 'a',
        payload: { assignments: [{ assignmentId: 'x', submissionId: 's', judgeId: 'j' }] },
      }),
    );
    expect([judge, otherJudge].map((user) => mayReceive(user, assigned))).toEqual([true, false]);
    expect(assigned.event.eventId).toBe('record-1');
    const recused = liveMessageOf(
      recorded({
        type: 'judging.judge_recused',
        streamType: 'judging',
        actorId: 'j',
        payload: { judgeId: 'j', reassignedTo: 'j2' },
      }),
    );
    expect(mayReceive(otherJudge, recused)).toBe(true);
    const opened = liveMessageOf(recorded({ type: 'judging.opened', streamType: 'judging', actorId: 'a' }), {
      userIds: ['j'],
    });
    expect([judge, otherJudge].map((user) => mayReceive(user, opened))).toEqual([true, false]);
  });

  it("shows a change of a person's own records to that person (their stream id)", () => {
    const roleChanged = liveMessageOf(
      recorded({ type: 'user.role_changed', streamType: 'user', streamId: 'other', actorId: 'a' }),
    );
    expect([other, owner].map((user) => mayReceive(user, roleChanged))).toEqual([true, false]);
    expect(streamsEndedBy(roleChanged)).toEqual({ userId: 'other', reason: 'role_changed' });
    const reset = liveMessageOf(recorded({ type: 'user.password_changed', streamType: 'user', streamId: 'other' }));
    expect(streamsEndedBy(reset)).toEqual({ userId: 'other', reason: 'sessions_revoked' });
    expect(streamsEndedBy(liveMessageOf(recorded({ type: 'user.signed_up', streamType: 'user' })))).toBeUndefined();
  });

  it("ends only the revoked session's streams when a replayed refresh token revokes it, and never tells a client which session", () => {
    const revoked = liveMessageOf(
      recorded({
        type: 'user.session_revoked',
        streamType: 'user',
        streamId: 'other',
        actorId: null,
        payload: { sessionId: 'session-1', reason: 'token_reuse' },
      }),
    );
    expect(streamsEndedBy(revoked)).toEqual({ userId: 'other', sessionId: 'session-1', reason: 'sessions_revoked' });
    expect(revoked.event).toEqual({ type: 'user.session_revoked', recordId: 'other' });
    expect([other, organizer, admin].map((user) => mayReceive(user, revoked))).toEqual([true, false, true]);
  });

  it('names the event of an event stream as its event id', () => {
    const message = liveMessageOf(recorded({ type: 'event.updated', streamType: 'event', streamId: 'event-9' }));
    expect(message.event.eventId).toBe('event-9');
  });
});
