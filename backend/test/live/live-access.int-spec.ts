import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LiveHub } from '../../src/live/live-hub.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint, sprintInput } from '../support/events.js';
import { linkToken } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, runId } from '../support/test-env.js';
import { eventually, OpenStream } from './open-stream.js';

/** The kinds of record the API shows only to admins. */
const ADMIN_ONLY_KINDS = ['application', 'user', 'profile', 'email'];

const kindOf = (type: string) => type.split('.')[0];

describe('live updates share only what the API does', () => {
  let app: NestFastifyApplication;
  let url: string;
  let admin: TestAccount;
  let organizer: TestAccount;
  let alice: TestAccount;
  const streams: OpenStream[] = [];
  const prefix = `sblive-access-${runId()}-${randomBytes(4).toString('hex')}`;

  async function open(who: TestAccount | { authorization: string }): Promise<OpenStream> {
    const stream = await OpenStream.open(url, who);
    streams.push(stream);
    if (stream.status === 200) await eventually(() => (stream.text.includes(': connected') ? true : undefined));
    return stream;
  }

  async function nextHeartbeat(stream: OpenStream): Promise<void> {
    const seen = stream.text.split(': heartbeat').length;
    await eventually(() => (stream.text.split(': heartbeat').length > seen ? true : undefined), 3000, 'a heartbeat');
  }

  const get = (path: string, who: TestAccount) => app.inject({ method: 'GET', url: path, headers: who.auth });

  /** Saves the event's edit page with a new title (as an admin). */
  async function retitle(eventId: string, title: string): Promise<void> {
    const { version } = (await get(`/api/admin/events/${eventId}`, admin)).json<{ version: number }>();
    const { criteria: _criteria, judges: _judges, ...fields } = sprintInput({ title });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}`,
      headers: admin.auth,
      payload: { ...fields, expectedVersion: version },
    });
    expect(saved.statusCode).toBe(200);
  }

  async function setStatus(eventId: string, status: string): Promise<void> {
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/status`,
      headers: admin.auth,
      payload: { status },
    });
    expect(changed.statusCode).toBe(200);
  }

  async function remove(eventId: string): Promise<void> {
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}`, headers: admin.auth });
    expect(deleted.statusCode).toBeLessThan(300);
  }

  beforeAll(async () => {
    app = await startTestApp(
      testConfig(await createTestDatabase(), { QUEUE_PREFIX: prefix, LIVE_HEARTBEAT_MS: '100' }),
    );
    await app.listen(0, '127.0.0.1');
    await app.get(LiveHub).ready;
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    alice = await createAccount(app, 'participant', 'alice');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app?.close();
  });

  it("keeps applications, people and emails off an organizer's stream as the API does, and still brings them events and teams; an admin gets all of it", async () => {
    for (const path of ['/api/admin/applications', '/api/admin/users', '/api/admin/audit']) {
      expect((await get(path, organizer)).statusCode).toBe(403);
    }
    const organizerStream = await open(organizer);
    const adminStream = await open(admin);

    // An active event before its deadline, so a team can form (dates around the real clock).
    const day = 24 * 60 * 60_000;
    const eventId = await createSprint(app, admin, {
      title: 'Access sprint',
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 3 * day).toISOString(),
      submissionDeadline: new Date(Date.now() + 2 * day).toISOString(),
    });
    const bea = await createAccount(app, 'participant', 'bea');
    const application = await applyAs(app, bea, eventId, admin, 'approved');
    const team = await app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/team`,
      headers: bea.auth,
      payload: { title: 'Access Lens' },
    });
    expect(team.statusCode).toBe(201);
    const projectId = team.json<{ id: string }>().id;
    // A password reset (user.password_changed) and a sign-out (user.signed_out) of other people.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: bea.email } }))
        .statusCode,
    ).toBeLessThan(300);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await linkToken(app, bea.email, 'auth.reset_password'), password: 'brand-new-secret-7' },
    });
    expect(reset.statusCode).toBe(200);
    const cy = await createAccount(app, 'participant', 'cy');
    const signedOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: cy.auth });
    expect(signedOut.statusCode).toBeLessThan(300);
    // The organizer invites a judge who has no account yet: the invitation email is queued by their
    // command, and still an email delivery only admins read.
    const invitingDraft = await createSprint(app, organizer, {
      title: 'Inviting draft',
      status: 'draft',
      judges: [{ email: `new-judge-${randomBytes(3).toString('hex')}@example.com`, name: 'New Judge' }],
    });
    // The last change: a draft of another admin's, which the organizer reads on the Events tab.
    const draft = await createSprint(app, admin, { title: 'Staff draft', status: 'draft' });

    await eventually(() => organizerStream.about(draft, 'event.created'), 5000, 'the draft, for the organizer');
    await eventually(() => adminStream.about(draft, 'event.created'), 5000, 'the draft, for the admin');
    // Everything before the draft reached both streams by now (messages are written in order).
    // (Their own sign-up may arrive too: a person reads their own records.)
    const othersAdminOnly = organizerStream.events.filter(
      (event) => ADMIN_ONLY_KINDS.includes(kindOf(event.type)) && event.recordId !== organizer.userId,
    );
    expect(othersAdminOnly).toEqual([]);
    expect(organizerStream.about(projectId, 'team.created')).toBeDefined();
    expect(organizerStream.about(eventId, 'event.created')).toBeDefined();
    expect(organizerStream.about(invitingDraft, 'event.judge_invited')).toBeDefined();

    // The admin reads all of it (the audit log, Applications & Users): so does their stream.
    expect(adminStream.about(application, 'application.submitted')).toBeDefined();
    expect(adminStream.about(application, 'application.status_changed')).toBeDefined();
    expect(adminStream.about(bea.userId, 'user.password_changed')).toBeDefined();
    expect(adminStream.about(cy.userId, 'user.signed_out')).toBeDefined();
    expect(adminStream.events.some((event) => event.type === 'email.queued')).toBe(true);
    expect(adminStream.about(projectId, 'team.created')).toBeDefined();
    const adminKinds = new Set(adminStream.events.map((event) => kindOf(event.type)));
    expect(ADMIN_ONLY_KINDS.filter((kind) => !adminKinds.has(kind))).toEqual([]);
  });

  it("brings a participant an event's changes while the public sees it, never a draft's", async () => {
    const aliceStream = await open(alice);
    const adminStream = await open(admin);

    const draft = await createSprint(app, admin, { title: 'Hidden sprint', status: 'draft' });
    await retitle(draft, 'Hidden sprint, renamed');
    expect((await get(`/api/events/${draft}`, alice)).statusCode).toBe(404);
    await remove(draft);

    // Created as a draft, published, edited, taken back to draft, edited there, published, deleted;
    // each change published before the next (the publisher reads the event's status after a commit).
    const published = (count: number) =>
      eventually(
        () => (adminStream.events.filter((event) => event.recordId === shown).length === count ? true : undefined),
        5000,
        `change ${count} published`,
      );
    const shown = await createSprint(app, admin, { title: 'Shown sprint', status: 'draft' });
    await published(1);
    await setStatus(shown, 'active');
    await published(2);
    expect((await get(`/api/events/${shown}`, alice)).statusCode).toBe(200);
    await retitle(shown, 'Shown sprint, renamed');
    await published(3);
    await setStatus(shown, 'draft');
    await published(4);
    await retitle(shown, 'Shown sprint, unpublished edit');
    await published(5);
    await setStatus(shown, 'upcoming');
    await published(6);
    await remove(shown);

    await eventually(() => aliceStream.about(shown, 'event.deleted'), 5000, 'the public event deleted');
    await eventually(() => adminStream.about(shown, 'event.deleted'), 5000, 'the public event deleted, for the admin');
    expect(aliceStream.events.filter((event) => event.recordId === draft)).toEqual([]);
    expect(aliceStream.events.filter((event) => event.recordId === shown).map((event) => event.type)).toEqual([
      'event.status_changed',
      'event.updated',
      'event.status_changed',
      'event.status_changed',
      'event.deleted',
    ]);
    // Staff read drafts: the admin saw every change of both.
    expect(adminStream.events.filter((event) => event.recordId === draft).map((event) => event.type)).toEqual([
      'event.created',
      'event.updated',
      'event.deleted',
    ]);
    expect(adminStream.events.filter((event) => event.recordId === shown)).toHaveLength(7);
  });

  it("ends the streams of a session revoked by a replayed refresh token, not the user's other sessions, and records the revocation", async () => {
    const victim = await createAccount(app, 'participant', 'victim');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: victim.email, password: victim.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const otherDevice = { authorization: `Bearer ${signedIn.json<{ accessToken: string }>().accessToken}` };
    const stolenSession = await open(victim);
    const otherSession = await open(otherDevice);

    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `sb_refresh=${token}` } });
    // The thief refreshes first; the victim's client then presents the spent token.
    expect((await refresh(victim.refreshToken)).statusCode).toBe(200);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(401);

    await eventually(() => (stolenSession.ended ? true : undefined), 5000, "the revoked session's stream to end");
    expect(stolenSession.reconnectReasons).toEqual(['sessions_revoked']);
    await nextHeartbeat(otherSession);
    expect(otherSession.ended).toBe(false);
    expect((await open(victim)).status).toBe(401);

    const { sid } = new JwtService().decode<{ sid: string }>(victim.accessToken);
    const recorded = () =>
      app
        .get(EntityManager)
        .fork()
        .execute<{ actor_id: string | null; payload: unknown }[]>(
          "select actor_id, payload from domain_events where stream_type = 'user' and stream_id = ? and type = 'user.session_revoked'",
          [victim.userId],
        );
    expect(await recorded()).toEqual([{ actor_id: null, payload: { sessionId: sid, reason: 'token_reuse' } }]);
    // Replayed again: the session was revoked already, nothing more to record.
    expect((await refresh(victim.refreshToken)).statusCode).toBe(401);
    expect(await recorded()).toHaveLength(1);

    const audit = await get(`/api/admin/audit?streamId=${victim.userId}&type=user.session_revoked`, admin);
    expect(audit.statusCode).toBe(200);
    expect(audit.json<{ items: { change: string }[] }>().items.map((item) => item.change)).toEqual([
      'A session was revoked: its refresh token was used twice',
    ]);
  });
});
