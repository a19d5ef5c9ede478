import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'light-my-request';
import { AnnouncementAudience } from '../../src/announcements/announcement-audience.js';
import { AnnouncementDelivery } from '../../src/announcements/announcement-delivery.js';
import type { SegmentChoice } from '../../src/announcements/announcement-rules.js';
import { SendAnnouncementBatchCommand } from '../../src/announcements/commands/send-announcement-batch/send-announcement-batch.command.js';
import { Clock } from '../../src/common/clock.js';
import { CommandBus } from '@nestjs/cqrs';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Method = NonNullable<InjectOptions['method']>;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

interface Announcement {
  id: string;
  subject: string;
  state: string;
  recipientCount: number | null;
  sentAt: string | null;
  dueAt: string;
  delivery: { queued: number; sent: number; failed: number; unsubscribed: number };
}

/** An event with one person in every segment (and some in two), as issue 30 lists them. */
interface World {
  eventId: string;
  pending: TestAccount;
  submitter: TestAccount;
  teammate: TestAccount;
  unsubmitted: TestAccount;
  teamless: TestAccount;
  waitlisted: TestAccount;
  rejected: TestAccount;
  judge: TestAccount;
  reviewer: TestAccount;
}

/**
 * Issue 30 'Announcements': segments resolved through their owners, validation naming the field,
 * access per role, 'Send now', and the scheduler's tick sending a scheduled one once however often
 * and however concurrently it runs; a cancelled one never goes.
 */
describe('announcements (issue 30)', () => {
  let app: NestFastifyApplication;
  let admin: TestAccount;
  let organizer: TestAccount;
  let judge: TestAccount;
  let stranger: TestAccount;
  let world: World;

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const em = () => app.get(EntityManager).fork();
  const setNow = (at: Date) => jest.spyOn(app.get(Clock), 'now').mockReturnValue(at);
  const base = (eventId: string) => `/admin/events/${eventId}/announcements`;
  const draft = (overrides: object = {}) => ({
    subject: 'Submissions close tomorrow',
    bodyMd: 'Please **submit** before the deadline.\n\n<script>alert(1)</script>',
    segment: 'not_submitted',
    ...overrides,
  });
  const announcementEmails = async (who: TestAccount) =>
    (await queuedEmails(app, who.email)).filter((email) => email.template === 'announcement');

  async function arrange(): Promise<World> {
    const eventId = await createSprint(app, organizer);
    const account = (name: string) => createAccount(app, 'participant', name);
    const [pending, submitter, teammate, unsubmitted, teamless, waitlisted, rejected, reviewer] = await Promise.all(
      ['pending', 'submitter', 'teammate', 'unsubmitted', 'teamless', 'waitlisted', 'rejected', 'reviewer'].map(
        account,
      ),
    );
    await applyAs(app, pending, eventId, admin, 'pending');
    await applyAs(app, waitlisted, eventId, admin, 'waitlisted');
    await applyAs(app, rejected, eventId, admin, 'rejected');
    for (const person of [submitter, teammate, unsubmitted, teamless]) await applyAs(app, person, eventId, admin);
    // A team that submitted (two members) and one that did not.
    const team = await call('POST', `/events/${eventId}/team`, submitter, { title: 'Shipped' });
    expect(team.statusCode).toBe(201);
    const projectId = team.json<{ id: string }>().id;
    await em().execute("insert into project_members (project_id, user_id, role) values (?, ?, 'member')", [
      projectId,
      teammate.userId,
    ]);
    const submitted = await call('POST', `/projects/${projectId}/submissions`, submitter, {
      eventId,
      track: 'discovery',
    });
    expect(submitted.statusCode).toBe(201);
    expect((await call('POST', `/events/${eventId}/team`, unsubmitted, { title: 'Not yet' })).statusCode).toBe(201);
    expect(
      (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/admin/events/${eventId}/review/reviewers`, organizer, { email: reviewer.email }))
        .statusCode,
    ).toBe(201);
    // The submission's venture owes a check-in asked ten days ago: overdue (arranged directly; the
    // check-ins' own specs cover how they are asked).
    const [{ venture_id: ventureId }] = await em().execute<{ venture_id: string }[]>(
      'select venture_id from project_submissions where id = ?',
      [submitted.json<{ id: string }>().id],
    );
    await em().execute(
      "insert into venture_checkins (id, venture_id, event_id, offset_days, due_at, state, asked_at) values (?, ?, ?, 30, ?, 'asked', ?)",
      [
        randomUUID(),
        ventureId,
        eventId,
        new Date(BEFORE_DEADLINE.getTime() - 10 * DAY),
        new Date(BEFORE_DEADLINE.getTime() - 10 * DAY),
      ],
    );
    return { eventId, pending, submitter, teammate, unsubmitted, teamless, waitlisted, rejected, judge, reviewer };
  }

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    setNow(BEFORE_DEADLINE);
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    judge = await createAccount(app, 'judge');
    stranger = await createAccount(app, 'participant', 'stranger');
    world = await arrange();
  }, 180_000);

  afterEach(() => setNow(BEFORE_DEADLINE));

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('resolves each segment through its owner, each person once', async () => {
    const audience = app.get(AnnouncementAudience);
    const ids = async (choice: SegmentChoice) =>
      (await audience.of(world.eventId, choice)).map(({ userId }) => userId).sort();
    const of = (...people: TestAccount[]) => people.map(({ userId }) => userId).sort();
    const w = world;
    expect(await ids({ segment: 'applicants', applicationStatus: 'pending' })).toEqual(of(w.pending));
    expect(await ids({ segment: 'applicants', applicationStatus: 'approved' })).toEqual(
      of(w.submitter, w.teammate, w.unsubmitted, w.teamless),
    );
    expect(await ids({ segment: 'applicants', applicationStatus: 'waitlisted' })).toEqual(of(w.waitlisted));
    expect(await ids({ segment: 'applicants', applicationStatus: 'rejected' })).toEqual(of(w.rejected));
    expect(await ids({ segment: 'not_submitted' })).toEqual(of(w.unsubmitted, w.teamless));
    expect(await ids({ segment: 'submitted_teams' })).toEqual(of(w.submitter, w.teammate));
    expect(await ids({ segment: 'judges' })).toEqual(of(w.judge));
    expect(await ids({ segment: 'reviewers' })).toEqual(of(w.reviewer));
    expect(await ids({ segment: 'overdue_checkins' })).toEqual(of(w.submitter, w.teammate));
    // Another event's people are never in this one's segments.
    const other = await createSprint(app, organizer);
    expect(await audience.of(other, { segment: 'applicants', applicationStatus: 'approved' })).toEqual([]);
    expect(await audience.of(other, { segment: 'overdue_checkins' })).toEqual([]);

    const preview = await call('POST', `${base(w.eventId)}/preview`, organizer, draft());
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ recipientCount: 2, subject: 'Submissions close tomorrow' });
    expect(preview.json().text).toContain('Please **submit** before the deadline.');
    // A preview writes nothing.
    expect(await em().execute('select 1 from announcements where event_id = ?', [w.eventId])).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const { eventId } = world;
    const cases: [object, string][] = [
      [draft({ segment: 'everyone' }), 'segment'],
      [draft({ segment: 'applicants' }), 'applicationStatus'],
      [draft({ segment: 'applicants', applicationStatus: 'withdrawn' }), 'applicationStatus'],
      [draft({ subject: '   ' }), 'subject'],
      [draft({ bodyMd: 'x'.repeat(20_001) }), 'bodyMd'],
      [draft({ bodyMd: '' }), 'bodyMd'],
      [draft({ sendAt: 'tomorrow' }), 'sendAt'],
      [draft({ sendAt: new Date(BEFORE_DEADLINE.getTime() - 60_000).toISOString() }), 'sendAt'],
      [draft({ sendAt: BEFORE_DEADLINE.toISOString() }), 'sendAt'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', base(eventId), organizer, payload);
      expect([response.statusCode, response.json().fields?.map((f: { field: string }) => f.field)]).toEqual([
        400,
        [field],
      ]);
    }
    expect((await call('POST', `${base(eventId)}/preview`, organizer, { segment: 'nobody' })).json().fields).toEqual([
      expect.objectContaining({ field: 'segment' }),
    ]);
    // 20,000 characters exactly is accepted (scheduled ahead, then cancelled).
    const longest = await call(
      'POST',
      base(eventId),
      organizer,
      draft({ bodyMd: 'x'.repeat(20_000), sendAt: new Date(BEFORE_DEADLINE.getTime() + DAY).toISOString() }),
    );
    expect(longest.statusCode).toBe(201);
    expect((await call('POST', `${base(eventId)}/${longest.json().id}/cancel`, organizer)).statusCode).toBe(204);
    expect(
      await em().execute("select id from announcements where event_id = ? and state <> 'cancelled'", [eventId]),
    ).toEqual([]);
    expect((await call('POST', base(randomUUID()), organizer, draft())).statusCode).toBe(404);
  });

  it('lets only the event staff use the staff endpoints, and approved participants and staff read the dashboard list', async () => {
    const { eventId } = world;
    const future = () => new Date(BEFORE_DEADLINE.getTime() + 2 * DAY).toISOString();
    const staffCalls: [Method, string, object | undefined, number][] = [
      ['POST', `${base(eventId)}/preview`, draft(), 200],
      ['GET', base(eventId), undefined, 200],
    ];
    for (const [method, url, payload, ok] of staffCalls) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const who of [world.unsubmitted, judge])
        expect((await call(method, url, who, payload)).statusCode).toBe(403);
      for (const who of [organizer, admin]) expect((await call(method, url, who, payload)).statusCode).toBe(ok);
    }
    expect((await call('POST', base(eventId), undefined, draft({ sendAt: future() }))).statusCode).toBe(401);
    for (const who of [world.unsubmitted, judge])
      expect((await call('POST', base(eventId), who, draft({ sendAt: future() }))).statusCode).toBe(403);
    for (const who of [organizer, admin]) {
      const scheduled = await call('POST', base(eventId), who, draft({ sendAt: future() }));
      expect(scheduled.statusCode).toBe(201);
      const cancel = `${base(eventId)}/${scheduled.json().id}/cancel`;
      expect((await call('POST', cancel)).statusCode).toBe(401);
      for (const other of [world.unsubmitted, judge]) expect((await call('POST', cancel, other)).statusCode).toBe(403);
      expect((await call('POST', cancel, who)).statusCode).toBe(204);
    }

    const dashboard = `/events/${eventId}/announcements`;
    expect((await call('GET', dashboard)).statusCode).toBe(401);
    for (const who of [stranger, world.pending, world.rejected, judge])
      expect((await call('GET', dashboard, who)).statusCode).toBe(403);
    for (const who of [world.unsubmitted, world.submitter, organizer, admin])
      expect((await call('GET', dashboard, who)).statusCode).toBe(200);
    expect((await call('GET', `/events/${randomUUID()}/announcements`, organizer)).statusCode).toBe(404);
  });

  it("'Send now' writes one email per recipient into the outbox, audited, shown on the recipients' dashboards", async () => {
    const { eventId } = world;
    const sent = await call('POST', base(eventId), organizer, draft({ subject: 'Kickoff at 9' }));
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();
    for (const who of [world.unsubmitted, world.teamless]) {
      const emails = await announcementEmails(who);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({ subject: 'Kickoff at 9' });
      expect(emails[0].text).toContain('Please **submit** before the deadline.');
      expect((emails[0] as unknown as { unsubscribe: { category: string; url: string } }).unsubscribe).toEqual({
        category: 'announcements',
        url: expect.stringContaining('/api/email/unsubscribe?token='),
      });
    }
    for (const who of [world.submitter, world.pending, judge]) expect(await announcementEmails(who)).toEqual([]);

    const list = (await call('GET', base(eventId), organizer)).json<Announcement[]>();
    expect(list.find((a) => a.id === id)).toMatchObject({
      state: 'sent',
      recipientCount: 2,
      sentAt: BEFORE_DEADLINE.toISOString(),
      delivery: { queued: 2, sent: 0, failed: 0, unsubscribed: 0 },
    });
    const events = await em().execute<{ type: string; actor_id: string | null }[]>(
      "select type, actor_id from domain_events where stream_type = 'announcement' and stream_id = ? order by id",
      [id],
    );
    expect(events).toEqual([
      { type: 'announcement.scheduled', actor_id: organizer.userId },
      { type: 'announcement.sent', actor_id: null },
    ]);

    const dashboard = `/events/${eventId}/announcements`;
    expect((await call('GET', dashboard, world.teamless)).json()).toEqual([
      {
        id,
        subject: 'Kickoff at 9',
        bodyMd: expect.stringContaining('**submit**'),
        sentAt: BEFORE_DEADLINE.toISOString(),
      },
    ]);
    // Not a recipient: not on their dashboard; staff see every sent one.
    expect((await call('GET', dashboard, world.submitter)).json()).toEqual([]);
    expect((await call('GET', dashboard, organizer)).json().map((a: { id: string }) => a.id)).toContain(id);

    // Someone who turns announcements off gets none, and counts as unsubscribed since on the earlier one.
    await em().execute(
      "insert into email_opt_outs (user_id, category, source) values (?, 'announcements', 'profile')",
      [world.teamless.userId],
    );
    const second = await call('POST', base(eventId), organizer, draft({ subject: 'Lunch is served' }));
    expect(second.statusCode).toBe(201);
    expect((await announcementEmails(world.teamless)).map((e) => e.subject)).toEqual(['Kickoff at 9']);
    expect((await announcementEmails(world.unsubmitted)).map((e) => e.subject)).toEqual([
      'Kickoff at 9',
      'Lunch is served',
    ]);
    const figures = (await call('GET', base(eventId), organizer)).json<Announcement[]>();
    expect(figures.find((a) => a.id === id)?.delivery.unsubscribed).toBe(1);
    expect(figures.find((a) => a.id === second.json().id)?.recipientCount).toBe(1);
    await em().execute('delete from email_opt_outs where user_id = ?', [world.teamless.userId]);
  });

  it('sends a scheduled announcement once, at its time, across repeated and concurrent ticks; a cancelled one never', async () => {
    const { eventId } = world;
    const at = new Date(BEFORE_DEADLINE.getTime() + HOUR);
    const scheduled = await call(
      'POST',
      base(eventId),
      organizer,
      draft({ subject: 'Judging starts', segment: 'judges', sendAt: at.toISOString() }),
    );
    expect(scheduled.statusCode).toBe(201);
    const cancelled = await call(
      'POST',
      base(eventId),
      organizer,
      draft({ subject: 'Never mind', segment: 'judges', sendAt: at.toISOString() }),
    );
    expect((await call('POST', `${base(eventId)}/${cancelled.json().id}/cancel`, organizer)).statusCode).toBe(204);
    expect((await call('POST', `${base(eventId)}/${cancelled.json().id}/cancel`, organizer)).statusCode).toBe(409);

    const tick = app.get(DueWorkTick);
    await tick.runTick();
    expect(await announcementEmails(judge)).toEqual([]);
    const before = (await call('GET', base(eventId), organizer)).json<Announcement[]>();
    expect(before.find((a) => a.id === scheduled.json().id)).toMatchObject({
      state: 'scheduled',
      recipientCount: null,
    });

    setNow(new Date(at.getTime() + 60_000));
    // Two ticks at once (one takes the lock, the other stands down) and the source itself beside them.
    await Promise.all([
      tick.runTick(),
      tick.runTick(),
      app.get(AnnouncementDelivery).run(new Date(at.getTime() + 60_000)),
    ]);
    await tick.runTick();
    await tick.runTick();
    expect((await announcementEmails(judge)).map((e) => e.subject)).toEqual(['Judging starts']);
    const list = (await call('GET', base(eventId), organizer)).json<Announcement[]>();
    expect(list.find((a) => a.id === scheduled.json().id)).toMatchObject({ state: 'sent', recipientCount: 1 });
    expect(list.find((a) => a.id === cancelled.json().id)).toMatchObject({ state: 'cancelled', recipientCount: null });
    expect((await call('POST', `${base(eventId)}/${scheduled.json().id}/cancel`, organizer)).statusCode).toBe(409);
    expect((await call('POST', `${base(eventId)}/${randomUUID()}/cancel`, organizer)).statusCode).toBe(404);
  });

  it('sends in batches: each recipient once, and no cancel once sending has begun', async () => {
    const { eventId } = world;
    const at = new Date(BEFORE_DEADLINE.getTime() + 3 * HOUR);
    const scheduled = await call(
      'POST',
      base(eventId),
      organizer,
      draft({ subject: 'Batched', segment: 'applicants', applicationStatus: 'approved', sendAt: at.toISOString() }),
    );
    const { id } = scheduled.json<{ id: string }>();
    const now = new Date(at.getTime() + 1000);
    setNow(now);
    const recipients = await app
      .get(AnnouncementAudience)
      .of(eventId, { segment: 'applicants', applicationStatus: 'approved' });
    expect(recipients).toHaveLength(4);
    const batch = () => app.get(CommandBus).execute(new SendAnnouncementBatchCommand(id, recipients, now, 3));
    expect(await batch()).toBe('more');
    expect((await call('POST', `${base(eventId)}/${id}/cancel`, organizer)).statusCode).toBe(409);
    expect(await batch()).toBe('sent');
    expect(await batch()).toBe('not_claimed');
    for (const who of [world.submitter, world.teammate, world.unsubmitted, world.teamless])
      expect((await announcementEmails(who)).filter((e) => e.subject === 'Batched')).toHaveLength(1);
    const [row] = await em().execute<{ n: string }[]>(
      'select count(*) as n from announcement_recipients where announcement_id = ?',
      [id],
    );
    expect(Number(row.n)).toBe(4);
  });
});
