import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { WAITLIST_ORDER, type WaitlistOrdering } from '../../src/applications/spots/waitlist-order.js';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import { Clock } from '../../src/common/clock.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { DUE_WORK_QUEUE, DUE_WORK_SCHEDULER, DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { review } from '../support/participation.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

/** Scaled down from the default minute. */
const TICK_MS = 1000;
const DAY = 24 * 60 * 60 * 1000;
/** Where the specs stand: weeks before createSprint's start (Jan 5 2027, 4 PM UTC; 8 AM in Los Angeles). */
const NOW = new Date('2026-12-20T12:00:00Z');
const START = new Date('2027-01-05T16:00:00Z');
/** The sprints here give three days to confirm: NOW's approvals are due then. */
const DUE = new Date(NOW.getTime() + 3 * DAY);

type Caller = 'visitor' | 'owner' | 'stranger' | 'judge' | 'organizer' | 'admin';
type Method = 'GET' | 'POST' | 'PUT';

/**
 * Issue 28, review.md 'Confirming a spot': an approved applicant confirms or declines by a deadline
 * (approval + the event's days to confirm, capped at its start), a decline or no answer withdraws
 * the application and frees the spot, staff offer freed spots to the waitlist. `app` serves the
 * requests; `worker` (same database, its own Redis) runs the email worker and the scheduler's tick.
 * Their clocks stand at NOW unless a spec moves one.
 */
describe('confirming a spot', () => {
  let app: NestFastifyApplication;
  let worker: NestFastifyApplication;
  let config: AppConfig;
  let redis: ThrowawayRedis;
  let queue: Queue;
  let connection: Redis;
  let em: EntityManager;
  const sink = new SmtpSink();
  let admin: TestAccount;
  let organizer: TestAccount;
  let judge: TestAccount;
  let stranger: TestAccount;

  const clocks = () => [app, worker].map((target) => jest.spyOn(target.get(Clock), 'now'));
  const standAt = (moment: Date) => clocks().forEach((clock) => clock.mockReturnValue(moment));

  beforeAll(async () => {
    await sink.start();
    redis = await ThrowawayRedis.create();
    await redis.start();
    config = testConfig(await createTestDatabase(), {
      REDIS_URL: redis.url,
      SMTP_URL: sink.url,
      DUE_WORK_TICK_INTERVAL_MS: String(TICK_MS),
    });
    app = await startTestApp(config, { runWorkers: false });
    worker = await startTestApp(config, { runWorkers: true });
    standAt(NOW);
    connection = new Redis(config.redisUrl);
    queue = new Queue(DUE_WORK_QUEUE, { connection, prefix: config.queuePrefix });
    em = app.get(EntityManager).fork();
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    judge = await createAccount(app, 'judge');
    stranger = await createAccount(app, 'participant', 'stranger');
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await queue?.close();
    connection?.disconnect();
    await worker?.close();
    await app?.close();
    await redis?.stop();
    await sink.stop();
  });

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function ok<T>(method: Method, url: string, who: TestAccount, payload?: object): Promise<T> {
    const response = await call(method, url, who, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }

  /** A sprint (Los Angeles, starting START) whose review settings give three days to confirm. */
  async function sprint(capacity: number | null = null): Promise<string> {
    const eventId = await createSprint(app, organizer, { status: 'upcoming' });
    await ok('PUT', `/admin/events/${eventId}/review/settings`, organizer, {
      capacity,
      waitlistSize: 5,
      reviewsPerApplication: 2,
      blindReview: true,
      confirmDays: 3,
      expectedVersion: 0,
    });
    return eventId;
  }

  async function applicant(eventId: string, name: string): Promise<{ person: TestAccount; id: string }> {
    const person = await createAccount(app, 'participant', name);
    const { id } = await ok<{ id: string }>('POST', `/events/${eventId}/applications`, person, {
      role: 'Dev',
      shortAnswer: 'I build things.',
    });
    return { person, id };
  }

  /** The application's spot row, its timestamps as dates; undefined without one. */
  const spotRow = async (id: string) => {
    const [row] = await em.execute<Record<'due_at' | 'confirmed_at' | 'declined_at' | 'expired_at', string | null>[]>(
      'select due_at, confirmed_at, declined_at, expired_at from spot_confirmations where application_id = ?',
      [id],
    );
    return (
      row &&
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : new Date(value)]))
    );
  };
  const statusOf = async (id: string) =>
    (await em.execute<{ status: string }[]>('select status from applications where id = ?', [id]))[0].status;
  const history = (id: string) =>
    em.execute<{ old_status: string; new_status: string; changed_by: string | null }[]>(
      'select old_status, new_status, changed_by from application_status_history where application_id = ? order by event_position',
      [id],
    );
  const events = (id: string) =>
    em.execute<{ type: string; payload: Record<string, unknown>; actor_id: string | null }[]>(
      "select type, payload, actor_id from domain_events where stream_type = 'application' and stream_id = ? order by version",
      [id],
    );
  /** The subjects delivered to `person` by SMTP, once `count` have arrived. */
  const delivered = (person: TestAccount, count: number) =>
    eventually(
      () => {
        const mails = sink.messagesTo(person.email);
        return Promise.resolve(mails.length >= count ? mails.map((mail) => mail.subject ?? '') : undefined);
      },
      15_000,
      `${count} email(s) to ${person.email}`,
    );
  /** The text of the email to `person` whose subject starts so. */
  const textOf = (person: TestAccount, subject: string) =>
    sink.messagesTo(person.email).find((mail) => mail.subject?.startsWith(subject))?.text ?? '';
  const spotAnswer = (answer: 'confirm' | 'decline', id: string, who?: TestAccount) =>
    call('POST', `/applications/${id}/spot/${answer}`, who);

  describe('an approval before the sprint', () => {
    it('asks the applicant to confirm by approval + the days to confirm, in the email, the audit event and their views', async () => {
      const eventId = await sprint();
      const { person, id } = await applicant(eventId, 'approved');
      await review(app, id, 'approved', admin);

      expect(await spotRow(id)).toEqual({ due_at: DUE, confirmed_at: null, declined_at: null, expired_at: null });
      expect((await events(id)).at(-1)).toEqual({
        type: 'application.status_changed',
        payload: { from: 'pending', to: 'approved', confirmBy: DUE.toISOString() },
        actor_id: admin.userId,
      });
      expect(await delivered(person, 1)).toEqual([expect.stringContaining("You're in")]);
      // Dec 23, 12:00 UTC is 4 AM in Los Angeles.
      expect(textOf(person, "You're in")).toContain(
        `Please confirm your spot by Dec 23, 2026, 4:00 AM PST: http://sprintboard.test/events/${eventId}`,
      );

      const spot = { state: 'open', dueAt: DUE.toISOString(), confirmedAt: null, timezone: 'America/Los_Angeles' };
      expect(await ok('GET', `/events/${eventId}/applications/mine`, person)).toMatchObject({ id, spot });
      expect(await ok('GET', '/me/applications', person)).toMatchObject([{ id, spot }]);
      expect(await ok('GET', `/events/${eventId}/participant-dashboard`, person)).toMatchObject({
        application: { id, spot },
      });
      expect(await ok('GET', `/admin/applications/${id}`, admin)).toMatchObject({ spot });
    });

    it('caps the deadline at the start, and asks nothing once the sprint has started', async () => {
      const eventId = await sprint();
      const late = await applicant(eventId, 'late');
      const during = await applicant(eventId, 'during');
      standAt(new Date(START.getTime() - DAY));
      try {
        await review(app, late.id, 'approved', admin);
        standAt(new Date(START.getTime() + 60_000));
        await review(app, during.id, 'approved', admin);
      } finally {
        standAt(NOW);
      }
      expect((await spotRow(late.id)).due_at).toEqual(START);
      expect(await spotRow(during.id)).toBeUndefined();
      expect((await events(during.id)).at(-1)?.payload).toEqual({ from: 'pending', to: 'approved' });
      expect(await ok('GET', `/events/${eventId}/applications/mine`, during.person)).toMatchObject({ spot: null });
    });

    it('closes the question when staff decide otherwise, and opens a fresh one on a new approval', async () => {
      const eventId = await sprint();
      const { id, person } = await applicant(eventId, 'back-and-forth');
      await review(app, id, 'approved', admin);
      expect((await spotAnswer('confirm', id, person)).statusCode).toBe(200);
      await review(app, id, 'waitlisted', admin);
      expect(await spotRow(id)).toBeUndefined();
      standAt(new Date(NOW.getTime() + DAY));
      try {
        await review(app, id, 'approved', admin);
      } finally {
        standAt(NOW);
      }
      expect(await spotRow(id)).toEqual({
        due_at: new Date(DUE.getTime() + DAY),
        confirmed_at: null,
        declined_at: null,
        expired_at: null,
      });
    });

    it('is never set to withdrawn by staff: 400 naming the status', async () => {
      const eventId = await sprint();
      const { id } = await applicant(eventId, 'not-by-staff');
      const response = await call('PUT', `/admin/applications/${id}/status`, admin, {
        status: 'withdrawn',
        version: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'status', reason: 'must be one of pending, approved, waitlisted, rejected' }],
      });
      expect(await statusOf(id)).toBe('pending');
    });
  });

  describe("the applicant's answer", () => {
    it.each<[Caller, number]>([
      ['visitor', 401],
      ['stranger', 403],
      ['judge', 403],
      ['organizer', 403],
      ['admin', 403],
      ['owner', 200],
    ])('confirm and decline as %s answer %i', async (caller, code) => {
      const eventId = await sprint();
      const { id, person } = await applicant(eventId, `answer-${caller}`);
      await review(app, id, 'approved', admin);
      const who = { visitor: undefined, owner: person, stranger, judge, organizer, admin }[caller];
      const confirmed = await spotAnswer('confirm', id, who);
      expect(confirmed.statusCode).toBe(code);
      if (code === 403) expect(confirmed.json()).toMatchObject({ code: 'NOT_YOUR_APPLICATION' });
      expect((await spotRow(id)).confirmed_at === null).toBe(code !== 200);
      const declined = await spotAnswer('decline', id, who);
      expect(declined.statusCode).toBe(code);
      expect(await statusOf(id)).toBe(code === 200 ? 'withdrawn' : 'approved');
    });

    it('answers 404 for an unknown application and 400 for an id that is no id', async () => {
      expect((await spotAnswer('confirm', '00000000-0000-4000-8000-000000000000', stranger)).statusCode).toBe(404);
      const malformed = await spotAnswer('decline', 'nope', stranger);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'applicationId', reason: 'must be a UUID' }],
      });
    });

    it("confirms: 'I'll be there' once, with its audit event and the thank-you email; again changes nothing", async () => {
      const eventId = await sprint();
      const { id, person } = await applicant(eventId, 'confirms');
      await review(app, id, 'approved', admin);
      const first = await spotAnswer('confirm', id, person);
      expect(first.json()).toEqual({ version: 3 });
      expect(await spotAnswer('confirm', id, person).then((again) => again.json())).toEqual({ version: 3 });
      expect((await spotRow(id)).confirmed_at).toEqual(NOW);
      const confirmations = (await events(id)).filter((event) => event.type === 'application.spot_confirmed');
      expect(confirmations).toEqual([
        { type: 'application.spot_confirmed', payload: { dueAt: DUE.toISOString() }, actor_id: person.userId },
      ]);
      expect(await statusOf(id)).toBe('approved');
      // The worker sends in parallel: the order they arrive in is not the order they were queued in.
      const subjects = await delivered(person, 2);
      expect(subjects).toHaveLength(2);
      expect(subjects).toEqual(
        expect.arrayContaining([expect.stringContaining("You're in"), expect.stringContaining('Spot confirmed')]),
      );
      expect(await ok('GET', `/events/${eventId}/applications/mine`, person)).toMatchObject({
        spot: { state: 'confirmed', confirmedAt: NOW.toISOString() },
      });
    });

    it('refuses to confirm once the deadline has passed (409), before the scheduler has expired it', async () => {
      const eventId = await sprint();
      const { id, person } = await applicant(eventId, 'too-late');
      await review(app, id, 'approved', admin);
      // Only the requests' clock moves: the worker's tick still stands at NOW and expires nothing.
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(DUE);
      try {
        const late = await spotAnswer('confirm', id, person);
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({
          code: 'SPOT_DEADLINE_PASSED',
          message: 'The deadline to confirm this spot has passed.',
        });
      } finally {
        standAt(NOW);
      }
      expect(await spotRow(id)).toMatchObject({ confirmed_at: null, expired_at: null });
    });

    it('declines: withdrawn, the history row by the applicant, the decline email; the spot is free again', async () => {
      const eventId = await sprint(2);
      const { id, person } = await applicant(eventId, 'declines');
      await review(app, id, 'approved', admin);
      expect(await ok('GET', `/admin/events/${eventId}/spots`, admin)).toMatchObject({ approved: 1, free: 1 });
      expect((await spotAnswer('confirm', id, person)).statusCode).toBe(200);
      // Confirmed, then they cannot come after all.
      expect((await spotAnswer('decline', id, person)).json()).toEqual({ version: 4 });
      expect(await statusOf(id)).toBe('withdrawn');
      expect((await spotRow(id)).declined_at).toEqual(NOW);
      expect(await history(id)).toEqual([
        { old_status: 'pending', new_status: 'approved', changed_by: admin.userId },
        { old_status: 'approved', new_status: 'withdrawn', changed_by: person.userId },
      ]);
      expect((await events(id)).at(-1)).toEqual({
        type: 'application.status_changed',
        payload: { from: 'approved', to: 'withdrawn', reason: 'spot_declined' },
        actor_id: person.userId,
      });
      expect(await delivered(person, 3)).toContainEqual(expect.stringContaining('You declined your spot'));
      expect(await ok('GET', `/admin/events/${eventId}/spots`, admin)).toMatchObject({
        capacity: 2,
        approved: 0,
        declined: 1,
        free: 2,
      });
      // Declining again changes nothing; there is no spot left to confirm.
      expect((await spotAnswer('decline', id, person)).json()).toEqual({ version: 4 });
      expect((await spotAnswer('confirm', id, person)).json()).toMatchObject({
        statusCode: 409,
        code: 'NO_SPOT_OFFERED',
      });
      // A withdrawn applicant no longer takes part.
      expect((await call('GET', `/events/${eventId}/participant-dashboard`, person)).json()).toMatchObject({
        code: 'APPLICATION_NOT_APPROVED',
        message: "Your application is withdrawn. You'll receive an email when there's an update.",
      });
      // Resent, it is the decline's email again.
      expect((await call('POST', `/admin/applications/${id}/resend`, admin)).statusCode).toBe(204);
      expect((await delivered(person, 4)).filter((subject) => subject.includes('You declined'))).toHaveLength(2);
    });

    it('refuses a decline once the sprint has started (409), and an answer without a spot to answer', async () => {
      const eventId = await sprint();
      const { id, person } = await applicant(eventId, 'started');
      const pending = await spotAnswer('confirm', id, person);
      expect(pending.json()).toMatchObject({ statusCode: 409, code: 'NO_SPOT_OFFERED' });
      await review(app, id, 'approved', admin);
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(START);
      try {
        expect((await spotAnswer('decline', id, person)).json()).toMatchObject({
          statusCode: 409,
          code: 'SPRINT_STARTED',
          message: 'The sprint has started: a spot can no longer be declined.',
        });
      } finally {
        standAt(NOW);
      }
      expect(await statusOf(id)).toBe('approved');
    });
  });

  describe("staff: free spots and 'Offer to next on waitlist'", () => {
    it.each<[Caller, number]>([
      ['visitor', 401],
      ['stranger', 403],
      ['judge', 403],
      ['organizer', 403],
      ['admin', 200],
    ])('the spots and the offer as %s answer %i', async (caller, code) => {
      const eventId = await sprint(1);
      const { id } = await applicant(eventId, `offer-${caller}`);
      await review(app, id, 'waitlisted', admin);
      const who = { visitor: undefined, owner: undefined, stranger, judge, organizer, admin }[caller];
      expect((await call('GET', `/admin/events/${eventId}/spots`, who)).statusCode).toBe(code);
      expect((await call('POST', `/admin/events/${eventId}/spots/offer`, who, { count: 1 })).statusCode).toBe(code);
      expect(await statusOf(id)).toBe(code === 200 ? 'approved' : 'waitlisted');
    });

    it('offers the earliest waitlisted application by default, with its audit event, spot and offer email', async () => {
      const eventId = await sprint(2);
      const held = await applicant(eventId, 'held');
      const first = await applicant(eventId, 'first-in-line');
      const second = await applicant(eventId, 'second-in-line');
      await review(app, held.id, 'approved', admin);
      await review(app, first.id, 'waitlisted', admin);
      await review(app, second.id, 'waitlisted', admin);
      expect(await ok('GET', `/admin/events/${eventId}/spots`, admin)).toEqual({
        eventId,
        capacity: 2,
        confirmDays: 3,
        approved: 1,
        confirmed: 0,
        awaiting: 1,
        declined: 0,
        expired: 0,
        free: 1,
        waitlisted: 2,
        started: false,
      });
      const tooMany = await call('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 2 });
      expect(tooMany.json()).toMatchObject({
        statusCode: 409,
        code: 'NO_FREE_SPOTS',
        message: 'Only 1 spot is free.',
        fields: [{ field: 'count', reason: 'Only 1 spot is free.' }],
      });

      expect(await ok('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 1 })).toEqual({
        offered: [first.id],
      });
      expect(await statusOf(first.id)).toBe('approved');
      expect(await statusOf(second.id)).toBe('waitlisted');
      expect((await spotRow(first.id)).due_at).toEqual(DUE);
      expect((await events(first.id)).at(-1)).toEqual({
        type: 'application.status_changed',
        payload: { from: 'waitlisted', to: 'approved', reason: 'waitlist_offer', confirmBy: DUE.toISOString() },
        actor_id: admin.userId,
      });
      expect(await history(first.id)).toEqual([
        { old_status: 'pending', new_status: 'waitlisted', changed_by: admin.userId },
        { old_status: 'waitlisted', new_status: 'approved', changed_by: admin.userId },
      ]);
      const subjects = await delivered(first.person, 2);
      expect(subjects).toHaveLength(2);
      expect(subjects).toEqual(
        expect.arrayContaining([
          expect.stringContaining("You're on the waitlist"),
          expect.stringContaining('A spot opened up'),
        ]),
      );
      expect(textOf(first.person, 'A spot opened up')).toContain(
        'Please confirm your spot by Dec 23, 2026, 4:00 AM PST',
      );
      expect((await call('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 1 })).json()).toMatchObject({
        statusCode: 409,
        code: 'NO_FREE_SPOTS',
        message: 'No spot is free.',
      });
    });

    it('offers several at once without a capacity, in the order the ranking gives, and says when nobody waits', async () => {
      const eventId = await sprint(null);
      const people = [];
      for (const name of ['w1', 'w2', 'w3']) {
        const waiting = await applicant(eventId, name);
        await review(app, waiting.id, 'waitlisted', admin);
        people.push(waiting);
      }
      const ordering = app.get<WaitlistOrdering>(WAITLIST_ORDER);
      // A ranking that likes the latest applicant best (and names someone not waitlisted).
      ordering.replaceWith({
        order: (_eventId, waitlisted) => Promise.resolve(['x', ...waitlisted.map((w) => w.applicationId).reverse()]),
      });
      try {
        expect(await ok('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 2 })).toEqual({
          offered: [people[2].id, people[1].id],
        });
      } finally {
        ordering.replaceWith({
          order: (_eventId, waitlisted) => Promise.resolve(waitlisted.map((w) => w.applicationId)),
        });
      }
      expect(await ok('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 5 })).toEqual({
        offered: [people[0].id],
      });
      expect((await call('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 1 })).json()).toMatchObject({
        statusCode: 409,
        code: 'WAITLIST_EMPTY',
        message: 'Nobody is on the waitlist.',
      });
    });

    it.each([
      [{ count: 0 }, 'count'],
      [{ count: 501 }, 'count'],
      [{ count: 'two' }, 'count'],
      [{}, 'count'],
      [{ count: 1, extra: true }, 'extra'],
    ])('refuses the offer %j with 400 naming %s, writing nothing', async (payload, field) => {
      const eventId = await sprint(null);
      const { id } = await applicant(eventId, 'bad-offer');
      await review(app, id, 'waitlisted', admin);
      const response = await call('POST', `/admin/events/${eventId}/spots/offer`, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual(expect.objectContaining({ field }));
      expect(await statusOf(id)).toBe('waitlisted');
    });

    it('answers 404 for an unknown event and refuses to offer once the sprint has started', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call('GET', `/admin/events/${unknown}/spots`, admin)).statusCode).toBe(404);
      expect((await call('POST', `/admin/events/${unknown}/spots/offer`, admin, { count: 1 })).statusCode).toBe(404);
      const eventId = await sprint(null);
      const { id } = await applicant(eventId, 'offered-too-late');
      await review(app, id, 'waitlisted', admin);
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(START);
      try {
        expect((await call('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 1 })).json()).toMatchObject({
          statusCode: 409,
          code: 'SPRINT_STARTED',
        });
        expect(await ok('GET', `/admin/events/${eventId}/spots`, admin)).toMatchObject({ started: true });
      } finally {
        standAt(NOW);
      }
      expect(await statusOf(id)).toBe('waitlisted');
    });

    it('gives one freed spot to one offer when two staff offer at once', async () => {
      const eventId = await sprint(1);
      for (const name of ['race-1', 'race-2']) {
        const waiting = await applicant(eventId, name);
        await review(app, waiting.id, 'waitlisted', admin);
      }
      const answers = await Promise.all(
        [admin, admin].map((who) => call('POST', `/admin/events/${eventId}/spots/offer`, who, { count: 1 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await ok('GET', `/admin/events/${eventId}/spots`, admin)).toMatchObject({ approved: 1, waitlisted: 1 });
    });
  });

  describe('the deadline, kept by PostgreSQL and the scheduler', () => {
    it('expires an unanswered spot once, across a Redis FLUSHALL, and leaves a confirmed one alone', async () => {
      const eventId = await sprint(2);
      const silent = await applicant(eventId, 'silent');
      const sure = await applicant(eventId, 'sure');
      await review(app, silent.id, 'approved', admin);
      await review(app, sure.id, 'approved', admin);
      expect((await spotAnswer('confirm', sure.id, sure.person)).statusCode).toBe(200);

      // The scheduler is in Redis with its next tick waiting; nothing is due yet.
      await eventually(async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined, 10_000, 'scheduler');
      await eventually(async () => ((await queue.getDelayedCount()) > 0 ? true : undefined), 10_000, 'a waiting tick');
      expect(await statusOf(silent.id)).toBe('approved');

      // The deadline passes, and Redis forgets the waiting tick and the scheduler with it.
      standAt(new Date(DUE.getTime() + 60_000));
      const flusher = new Redis(config.redisUrl);
      await flusher.flushall();
      flusher.disconnect();
      expect(await queue.getJobScheduler(DUE_WORK_SCHEDULER)).toBeUndefined();

      // The worker upserts the scheduler again within an interval, and its tick expires the spot.
      await eventually(
        async () => ((await statusOf(silent.id)) === 'withdrawn' ? true : undefined),
        5 * TICK_MS,
        'expiry',
      );
      // Another instance ticks by hand meanwhile, and the scheduler keeps ticking: the rows decide.
      await app.get(DueWorkTick).runTick();
      await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS + 500));
      await worker.get(DueWorkTick).runTick();

      expect((await spotRow(silent.id)).expired_at).toEqual(new Date(DUE.getTime() + 60_000));
      const changes = (await events(silent.id)).filter((event) => event.type === 'application.status_changed');
      expect(changes.at(-1)).toEqual({
        type: 'application.status_changed',
        payload: { from: 'approved', to: 'withdrawn', reason: 'spot_expired' },
        actor_id: null,
      });
      expect(changes).toHaveLength(2);
      expect(await history(silent.id)).toEqual([
        { old_status: 'pending', new_status: 'approved', changed_by: admin.userId },
        { old_status: 'approved', new_status: 'withdrawn', changed_by: null },
      ]);
      const subjects = await delivered(silent.person, 2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.messagesTo(silent.person.email).map((mail) => mail.subject)).toEqual(subjects);
      expect(subjects.filter((subject) => subject.includes('was released'))).toHaveLength(1);
      expect(textOf(silent.person, 'Your spot at')).toContain('You did not confirm your spot');
      expect(textOf(silent.person, 'Your spot at')).toContain('by Dec 23, 2026, 4:00 AM PST');

      expect(await statusOf(sure.id)).toBe('approved');
      expect(await spotRow(sure.id)).toMatchObject({ expired_at: null });
      expect(await ok('GET', `/admin/events/${eventId}/spots`, admin)).toMatchObject({
        approved: 1,
        confirmed: 1,
        expired: 1,
        free: 1,
      });
      standAt(NOW);
    }, 60_000);
  });

  it('keeps the status history equal to a rebuild from the events, and Analytics counts withdrawn and confirmed', async () => {
    const registry = app.get(ProjectionRegistry);
    for (const projection of ['application_status_history', 'application_decision_lags']) {
      const verified = await registry.verifyRebuild(app.get(EntityManager).fork(), projection);
      expect(verified).toMatchObject({ identical: true, liveRows: verified.rebuiltRows });
    }
    const analytics = await ok<{
      applicationStatuses: { status: string; count: number }[];
      funnel: { confirmed: number; waitlisted: number };
    }>('GET', '/admin/analytics', admin);
    const counted = await em.execute<{ status: string; count: number }[]>(
      'select status, count(*)::int as count from applications group by status',
    );
    expect(analytics.applicationStatuses).toEqual(
      ['pending', 'approved', 'waitlisted', 'rejected', 'withdrawn'].map((status) => ({
        status,
        count: counted.find((row) => row.status === status)?.count ?? 0,
      })),
    );
    const [confirmed] = await em.execute<{ count: number }[]>(
      `select count(*)::int as count from spot_confirmations s join applications a on a.id = s.application_id
       where a.status = 'approved' and s.confirmed_at is not null`,
    );
    expect(analytics.funnel.confirmed).toBe(confirmed.count);
    expect(confirmed.count).toBeGreaterThan(0);
  });
});
