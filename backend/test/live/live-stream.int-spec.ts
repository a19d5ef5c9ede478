import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LiveHub } from '../../src/live/live-hub.js';
import { JwtService } from '@nestjs/jwt';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { linkToken, queuedEmails } from '../support/outbox-mail.js';
import { applyAs, review } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig, TEST_JWT_ACCESS_SECRET } from '../support/test-config.js';
import { createTestDatabase, runId } from '../support/test-env.js';
import { eventually, OpenStream } from './open-stream.js';

describe('live updates: GET /api/stream', () => {
  let databaseUrl: string;
  let appA: NestFastifyApplication;
  let appB: NestFastifyApplication;
  let urlA: string;
  let urlB: string;
  let admin: TestAccount;
  let organizer: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let eventId: string;
  const streams: OpenStream[] = [];

  async function listen(): Promise<[NestFastifyApplication, string]> {
    // Two instances of one install: one database, one Redis, one channel prefix.
    const app = await startTestApp(testConfig(databaseUrl, { QUEUE_PREFIX: prefix, LIVE_HEARTBEAT_MS: '100' }));
    await app.listen(0, '127.0.0.1');
    await app.get(LiveHub).ready;
    return [app, (await app.getUrl()).replace('[::1]', '127.0.0.1')];
  }
  const prefix = `sblive-${runId()}-${randomBytes(4).toString('hex')}`;

  async function open(
    baseUrl: string,
    who?: TestAccount | { authorization: string },
    extraHeaders?: Record<string, string>,
  ): Promise<OpenStream> {
    const stream = await OpenStream.open(baseUrl, who, extraHeaders);
    streams.push(stream);
    // The stream is registered once its first comment arrived.
    if (stream.status === 200) await eventually(() => (stream.text.includes(': connected') ? true : undefined));
    return stream;
  }

  async function nextHeartbeat(stream: OpenStream): Promise<void> {
    const seen = stream.text.split(': heartbeat').length;
    await eventually(() => (stream.text.split(': heartbeat').length > seen ? true : undefined), 3000, 'a heartbeat');
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    [appA, urlA] = await listen();
    [appB, urlB] = await listen();
    admin = await createAccount(appA, 'admin');
    organizer = await createAccount(appA, 'organizer');
    alice = await createAccount(appA, 'participant', 'alice');
    bob = await createAccount(appA, 'participant', 'bob');
    eventId = await createSprint(appA, organizer, { title: 'Live sprint' });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await appA?.close();
    await appB?.close();
  });

  it('answers 401 to a visitor', async () => {
    const stream = await open(urlA);
    expect(stream.status).toBe(401);
  });

  it('is an event stream with a heartbeat comment at the configured interval', async () => {
    const stream = await open(urlA, alice);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await eventually(() => (stream.text.includes(': heartbeat\n\n') ? true : undefined), 3000, 'a heartbeat');
  });

  it('shows a participant the events about their own application only; staff see them all', async () => {
    const aliceStream = await open(urlA, alice);
    const bobStream = await open(urlA, bob);
    const adminStream = await open(urlA, admin);

    const alicesApplication = await applyAs(appA, alice, eventId, admin, 'approved');
    const bobsApplication = await applyAs(appA, bob, eventId, admin, 'pending');

    const approved = await eventually(
      () => aliceStream.about(alicesApplication, 'application.status_changed'),
      5000,
      "alice's approval",
    );
    expect(approved).toEqual({
      id: expect.stringMatching(/^\d+-\d+$/),
      type: 'application.status_changed',
      recordId: alicesApplication,
      eventId,
    });
    await eventually(() => adminStream.about(bobsApplication, 'application.submitted'), 5000, "bob's application");
    await eventually(
      () => adminStream.about(alicesApplication, 'application.status_changed'),
      5000,
      "alice's approval for staff",
    );
    await eventually(() => bobStream.about(bobsApplication, 'application.submitted'), 5000, 'bob sees his own');

    // Everything published so far has been fanned out (staff got it); one more heartbeat on each
    // participant's stream shows its reader is past that point too: none of alice's is bob's.
    await Promise.all([aliceStream, bobStream].map((stream) => nextHeartbeat(stream)));
    expect(bobStream.events.filter((event) => event.recordId === alicesApplication)).toEqual([]);
    expect(aliceStream.events.filter((event) => event.recordId === bobsApplication)).toEqual([]);
    // Only the small form travels: no payload, no names.
    expect(Object.keys(approved).sort()).toEqual(['eventId', 'id', 'recordId', 'type']);
  });

  it('brings a change made on instance A to a client connected to instance B', async () => {
    const onB = await open(urlB, admin);
    const participantOnB = await open(urlB, bob);
    const carol = await createAccount(appA, 'participant', 'carol');
    const application = await applyAs(appA, carol, eventId, admin, 'pending');
    await review(appA, application, 'approved', admin);

    await eventually(() => onB.about(application, 'application.status_changed'), 5000, 'the change on B');
    // Public changes reach everyone, wherever they are connected.
    await appA.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/status`,
      headers: organizer.auth,
      payload: { status: 'upcoming' },
    });
    await eventually(() => participantOnB.about(eventId, 'event.status_changed'), 5000, 'the event change on B');
    expect(participantOnB.events.filter((event) => event.recordId === application)).toEqual([]);
  });

  it('tells a stream that comes back with Last-Event-ID what it missed meanwhile, and only what it may see', async () => {
    const before = await open(urlB, alice);
    // The stream starts at the log's cursor even before any event of alice's reaches it.
    const lastId = await eventually(() => before.lastId, 3000, 'the start cursor');
    before.close();

    const missedSprint = await createSprint(appA, organizer, { title: 'Missed sprint' });
    const hers = await applyAs(appA, alice, missedSprint, admin, 'pending');
    const his = await applyAs(appA, bob, missedSprint, admin, 'pending');
    const back = await open(urlB, alice, { 'last-event-id': lastId });
    await eventually(() => back.about(hers, 'application.submitted'), 3000, 'the missed application');
    await nextHeartbeat(back);
    expect(back.events.filter((event) => event.recordId === his)).toEqual([]);
    expect(back.resyncs).toBe(0);
  });

  it('answers a Last-Event-ID it cannot resume from (trimmed away, not of this log) with one resync message', async () => {
    for (const lastEventId of ['0-1', 'not-an-id', '9'.repeat(40)]) {
      const stream = await open(urlA, alice, { 'last-event-id': lastEventId });
      expect(stream.status).toBe(200);
      await eventually(() => (stream.resyncs === 1 ? true : undefined), 3000, `a resync for ${lastEventId}`);
    }
  });

  it('forgets a stream once its client disconnects', async () => {
    const hub = appB.get(LiveHub);
    const before = hub.size;
    const stream = await open(urlB, bob);
    expect(hub.size).toBe(before + 1);
    stream.close();
    await eventually(() => (hub.size === before ? true : undefined), 3000, 'the stream to be dropped');
  });

  describe("a team's changes", () => {
    let owner: TestAccount;
    let mate: TestAccount;
    /** Approved for the event, on no team: a reader of its Find Teams page. */
    let stranger: TestAccount;
    /** Not in the event at all. */
    let outsider: TestAccount;
    let teamEventId: string;
    let projectId: string;

    beforeAll(async () => {
      // An active event before its deadline, so teams can form (dates around the real clock).
      const day = 24 * 60 * 60_000;
      teamEventId = await createSprint(appA, organizer, {
        title: 'Team sprint',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 3 * day).toISOString(),
        submissionDeadline: new Date(Date.now() + 2 * day).toISOString(),
      });
      owner = await createAccount(appA, 'participant', 'owner');
      mate = await createAccount(appA, 'participant', 'mate');
      stranger = await createAccount(appA, 'participant', 'stranger');
      outsider = await createAccount(appA, 'participant', 'outsider');
      for (const person of [owner, mate, stranger]) await applyAs(appA, person, teamEventId, admin, 'approved');
      const team = await appA.inject({
        method: 'POST',
        url: `/api/events/${teamEventId}/team`,
        headers: owner.auth,
        payload: { title: 'Ledger Lens' },
      });
      expect(team.statusCode).toBe(201);
      projectId = team.json<{ id: string }>().id;
    });

    it("reach every member wherever they are connected; the event's other participants hear only what Find Teams shows; outsiders nothing", async () => {
      const ownerStream = await open(urlA, owner);
      const mateStream = await open(urlB, mate);
      const strangerStream = await open(urlB, stranger);
      const outsiderStream = await open(urlB, outsider);

      // The mate joins: the owner (not the actor) hears of it.
      const invited = await appA.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/team/invitations`,
        headers: owner.auth,
        payload: { email: mate.email },
      });
      expect(invited.statusCode).toBe(201);
      const link = (await queuedEmails(appA, mate.email)).filter((email) => email.template === 'team.invitation');
      const token = /\/teams\/invitations\/([A-Za-z0-9_-]+)/.exec(link.at(-1)?.text ?? '')?.[1];
      const accepted = await appA.inject({
        method: 'POST',
        url: '/api/team-invitations/accept',
        headers: mate.auth,
        payload: { token },
      });
      expect(accepted.statusCode).toBe(200);
      await eventually(() => ownerStream.about(projectId, 'team.invitation_accepted'), 5000, 'the join, for the owner');

      // The owner changes the project and the team's listing: the mate, on the other instance, sees both.
      const project = await appA.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: owner.auth });
      const updated = await appA.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}`,
        headers: owner.auth,
        payload: { title: 'Ledger Lens Pro', version: project.json<{ version: number }>().version },
      });
      expect(updated.statusCode).toBe(200);
      const listed = await appA.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/team/listing`,
        headers: owner.auth,
        payload: { lookingFor: 'A designer', open: true },
      });
      expect(listed.statusCode).toBe(204);
      await eventually(() => mateStream.about(projectId, 'project.updated'), 5000, 'the project change, for the mate');
      await eventually(() => mateStream.about(projectId, 'team.listing_updated'), 5000, 'the listing, for the mate');

      // Find Teams lists the team's size, title and listing: the event's other participants see those
      // changes, and not the team's own business (the invitation).
      await eventually(
        () => strangerStream.about(projectId, 'team.listing_updated'),
        5000,
        'the listing, for a reader',
      );
      expect(
        strangerStream.events
          .filter((event) => event.recordId === projectId)
          .map((event) => event.type)
          .sort(),
      ).toEqual(['project.updated', 'team.invitation_accepted', 'team.listing_updated']);
      expect(strangerStream.about(projectId, 'team.listing_updated')?.eventId).toBe(teamEventId);

      // One more heartbeat past all that, the outsider (on the mate's instance) has seen none of it.
      await nextHeartbeat(outsiderStream);
      expect(outsiderStream.events.filter((event) => event.recordId === projectId)).toEqual([]);
    });

    it("reach the event's participants when someone switches 'Looking for a team', and nobody outside it", async () => {
      const ownerStream = await open(urlA, owner);
      const outsiderStream = await open(urlB, outsider);
      const switched = await appB.inject({
        method: 'PUT',
        url: `/api/events/${teamEventId}/seeking`,
        headers: stranger.auth,
        payload: { seeking: true },
      });
      expect(switched.statusCode).toBe(204);
      const heard = await eventually(
        () => ownerStream.about(stranger.userId, 'team.seeking_changed'),
        5000,
        'the switch',
      );
      expect(heard.eventId).toBe(teamEventId);
      await nextHeartbeat(outsiderStream);
      expect(outsiderStream.about(stranger.userId, 'team.seeking_changed')).toBeUndefined();
    });
  });

  describe("judging's changes", () => {
    it('reach the judges of the event, not every judge', async () => {
      const judge = await createAccount(appA, 'judge', 'judge');
      const otherJudge = await createAccount(appA, 'judge', 'other-judge');
      const added = await appA.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/judges`,
        headers: organizer.auth,
        payload: { userId: judge.userId },
      });
      expect(added.statusCode).toBeLessThan(300);
      const judgeStream = await open(urlA, judge);
      const otherJudgeStream = await open(urlB, otherJudge);

      const overview = await appA.inject({
        method: 'GET',
        url: `/api/admin/events/${eventId}/judging`,
        headers: organizer.auth,
      });
      const opened = await appA.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/judging/open`,
        headers: organizer.auth,
        payload: { expectedVersion: overview.json<{ version: number }>().version },
      });
      expect(opened.statusCode).toBe(200);
      await eventually(() => judgeStream.about(eventId, 'judging.opened'), 5000, "the event's judge hears of it");
      await nextHeartbeat(otherJudgeStream);
      expect(otherJudgeStream.about(eventId, 'judging.opened')).toBeUndefined();
    });
  });

  describe('authenticated once', () => {
    /** An access token of the account's session that expires `seconds` from now. */
    async function shortLivedAuth(account: TestAccount, seconds: number) {
      const jwt = new JwtService();
      const claims = jwt.decode<{ sub: string; role: string; sid: string }>(account.accessToken);
      const token = await jwt.signAsync(
        { sub: claims.sub, role: claims.role, sid: claims.sid },
        { secret: TEST_JWT_ACCESS_SECRET, algorithm: 'HS256', expiresIn: seconds },
      );
      const { exp } = jwt.decode<{ exp: number }>(token);
      return { auth: { authorization: `Bearer ${token}` }, expiresAt: exp * 1000 };
    }

    it('ends when the access token expires, asking the client to reconnect; the expired token then gets 401', async () => {
      const { auth, expiresAt } = await shortLivedAuth(alice, 2);
      const stream = await open(urlA, auth);
      expect(stream.status).toBe(200);
      await eventually(() => (stream.ended ? true : undefined), 5000, 'the stream to end at expiry');
      // At the token's expiry (a timer may fire a millisecond early), not later.
      expect(stream.endedAt).toBeGreaterThanOrEqual(expiresAt - 5);
      expect(stream.endedAt).toBeLessThan(expiresAt + 1000);
      expect(stream.reconnectReasons).toEqual(['token_expired']);

      const replayed = await open(urlA, auth);
      expect(replayed.status).toBe(401);
    });

    it("ends a user's streams when their role changes, so they are filtered by the new one", async () => {
      const dora = await createAccount(appA, 'participant', 'dora');
      const onA = await open(urlA, dora);
      const onB = await open(urlB, dora);
      const aliceStream = await open(urlA, alice);
      const changed = await appA.inject({
        method: 'PUT',
        url: `/api/admin/users/${dora.userId}/role`,
        headers: admin.auth,
        payload: { role: 'admin' },
      });
      expect(changed.statusCode).toBe(200);
      await eventually(() => (onA.ended && onB.ended ? true : undefined), 5000, "dora's streams to end");
      expect([onA.reconnectReasons, onB.reconnectReasons]).toEqual([['role_changed'], ['role_changed']]);
      // Someone else's stream goes on.
      await nextHeartbeat(aliceStream);
      expect(aliceStream.ended).toBe(false);
      // The same token opens a stream filtered as an admin now.
      const again = await open(urlA, dora);
      const carol = await createAccount(appA, 'participant', 'carol2');
      const application = await applyAs(appA, carol, eventId, admin, 'pending');
      await eventually(() => again.about(application, 'application.submitted'), 5000, 'admin events for dora');
    });

    it("ends a user's streams when a password reset signs their sessions out; the old token then gets 401", async () => {
      const erin = await createAccount(appA, 'participant', 'erin');
      const stream = await open(urlB, erin);
      const requested = await appA.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: erin.email },
      });
      expect(requested.statusCode).toBeLessThan(300);
      const reset = await appA.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: await linkToken(appA, erin.email, 'auth.reset_password'), password: 'brand-new-secret-7' },
      });
      expect(reset.statusCode).toBe(200);
      await eventually(() => (stream.ended ? true : undefined), 5000, "erin's stream to end");
      expect(stream.reconnectReasons).toEqual(['sessions_revoked']);
      expect((await open(urlB, erin)).status).toBe(401);
    });

    it("ends the streams of a user's other devices when they sign out (sign-out is global); the old token then gets 401", async () => {
      const fay = await createAccount(appA, 'participant', 'fay');
      const otherDevice = await open(urlB, fay);
      const signedOut = await appA.inject({ method: 'POST', url: '/api/auth/sign-out', headers: fay.auth });
      expect(signedOut.statusCode).toBeLessThan(300);
      await eventually(() => (otherDevice.ended ? true : undefined), 5000, "fay's other stream to end");
      expect(otherDevice.reconnectReasons).toEqual(['sessions_revoked']);
      expect((await open(urlB, fay)).status).toBe(401);
    });
  });
  describe('limits on open streams', () => {
    let limited: NestFastifyApplication;
    let limitedUrl: string;
    const held: OpenStream[] = [];

    /** A stream on the limited instance, kept until this block ends. */
    async function hold(who: TestAccount): Promise<OpenStream> {
      const stream = await OpenStream.open(limitedUrl, who);
      held.push(stream);
      if (stream.status === 200) await eventually(() => (stream.text.includes(': connected') ? true : undefined));
      else await eventually(() => (stream.ended ? true : undefined), 3000, 'the refusal to arrive');
      return stream;
    }

    beforeAll(async () => {
      limited = await startTestApp(
        testConfig(databaseUrl, {
          QUEUE_PREFIX: prefix,
          LIVE_HEARTBEAT_MS: '100',
          LIVE_MAX_STREAMS_PER_USER: '2',
          LIVE_MAX_STREAMS: '3',
        }),
      );
      await limited.listen(0, '127.0.0.1');
      await limited.get(LiveHub).ready;
      limitedUrl = (await limited.getUrl()).replace('[::1]', '127.0.0.1');
    });

    afterAll(async () => {
      for (const stream of held) stream.close();
      await limited?.close();
    });

    it("refuses a user's stream past their limit with 429, and takes one again once one of theirs closes", async () => {
      const gus = await createAccount(appA, 'participant', 'gus');
      const first = await hold(gus);
      const second = await hold(gus);
      expect([first.status, second.status]).toEqual([200, 200]);

      const third = await hold(gus);
      expect(third.status).toBe(429);
      expect(JSON.parse(third.text)).toMatchObject({
        code: 'TOO_MANY_STREAMS',
        message: 'Too many live connections: at most 2 at once. Close another tab or window of Sprintboard.',
      });
      expect(limited.get(LiveHub).size).toBe(2);

      first.close();
      await eventually(() => (limited.get(LiveHub).size === 1 ? true : undefined), 3000, 'the closed stream to go');
      const again = await hold(gus);
      expect(again.status).toBe(200);
      // The stream kept and the one reopened both carry on.
      await nextHeartbeat(again);
      await nextHeartbeat(second);
    });

    it('answers 503 to anyone once the instance holds its most streams, and a stream of another user still fits elsewhere', async () => {
      // gus holds 2 of the instance's 3.
      const hal = await createAccount(appA, 'participant', 'hal');
      const ivy = await createAccount(appA, 'participant', 'ivy');
      expect((await hold(hal)).status).toBe(200);
      const refused = await hold(ivy);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.text)).toMatchObject({
        code: 'LIVE_UPDATES_FULL',
        message: 'Live updates are busy right now; the page will reconnect on its own.',
      });
      expect(limited.get(LiveHub).size).toBe(3);
      // Another instance counts its own streams.
      expect((await open(urlB, ivy)).status).toBe(200);
    });
  });
});
