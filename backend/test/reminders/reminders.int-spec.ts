import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'light-my-request';
import { Clock } from '../../src/common/clock.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Method = NonNullable<InjectOptions['method']>;
const HOUR = 60 * 60_000;
const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);

const DEFAULTS = {
  submissionDeadline: { enabled: true, offsetsHours: [24, 1] },
  judging: { enabled: true, offsetsHours: [24] },
  judgingClose: { enabled: true, offsetsHours: [24] },
  spotConfirmation: { enabled: true, offsetsHours: [48] },
};

/**
 * Issue 30 'Automatic reminders': per-event settings (access per role, validation naming the field,
 * audited), and the scheduler's 'reminders' source emailing each recipient once per occasion,
 * however often and however concurrently the tick runs; never to a team that submitted, never for
 * a switched-off kind, never to someone who turned reminders off.
 */
describe('automatic reminders (issue 30)', () => {
  let app: NestFastifyApplication;
  let admin: TestAccount;
  let organizer: TestAccount;
  let judge: TestAccount;
  let participant: TestAccount;

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const em = () => app.get(EntityManager).fork();
  const setNow = (at: Date) => jest.spyOn(app.get(Clock), 'now').mockReturnValue(at);
  const url = (eventId: string) => `/admin/events/${eventId}/reminders`;
  const remindersOf = async (who: TestAccount, template: string) =>
    (await queuedEmails(app, who.email)).filter((email) => email.template === template);
  const tick = () => app.get(DueWorkTick).runTick();
  /** Approval asks each applicant to confirm their spot (else it expires): arranged as confirmed. */
  const confirmSpots = (eventId: string) =>
    em().execute(
      'update spot_confirmations set confirmed_at = now() where application_id in (select id from applications where event_id = ?)',
      [eventId],
    );

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    [admin, organizer, judge, participant] = await Promise.all([
      createAccount(app, 'admin'),
      createAccount(app, 'organizer'),
      createAccount(app, 'judge'),
      createAccount(app, 'participant'),
    ]);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  describe('settings', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = await createSprint(app, organizer);
    });

    it('are the staff’s: a visitor 401, a participant or judge 403, organizers and admins 200', async () => {
      expect((await call('GET', url(eventId))).statusCode).toBe(401);
      expect((await call('PUT', url(eventId), undefined, DEFAULTS)).statusCode).toBe(401);
      for (const who of [participant, judge]) {
        expect((await call('GET', url(eventId), who)).statusCode).toBe(403);
        expect((await call('PUT', url(eventId), who, DEFAULTS)).statusCode).toBe(403);
      }
      for (const who of [organizer, admin]) {
        const read = await call('GET', url(eventId), who);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual(DEFAULTS);
      }
      expect((await call('GET', url(randomUUID()), organizer)).statusCode).toBe(404);
    });

    it('saves each kind, audited, and reads back what was saved', async () => {
      const settings = {
        submissionDeadline: { enabled: true, offsetsHours: [2, 48] },
        judging: { enabled: false, offsetsHours: [12] },
        judgingClose: { enabled: true, offsetsHours: [48, 2] },
        spotConfirmation: { enabled: true, offsetsHours: [336, 24, 1] },
      };
      const saved = await call('PUT', url(eventId), organizer, settings);
      expect(saved.statusCode).toBe(200);
      const expected = { ...settings, submissionDeadline: { enabled: true, offsetsHours: [48, 2] } };
      expect(saved.json()).toEqual(expected);
      expect((await call('GET', url(eventId), admin)).json()).toEqual(expected);
      const [audit] = await em().execute<{ payload: { settings: { judging: { enabled: boolean } } } }[]>(
        "select payload from domain_events where type = 'reminders.settings_changed' and stream_id = ?",
        [eventId],
      );
      expect(audit.payload.settings.judging.enabled).toBe(false);
    });

    it.each([
      [
        'a zero offset',
        { submissionDeadline: { enabled: true, offsetsHours: [0] } },
        'submissionDeadline.offsetsHours',
      ],
      ['a fraction of an hour', { judging: { enabled: true, offsetsHours: [1.5] } }, 'judging.offsetsHours'],
      [
        'more than 14 days',
        { spotConfirmation: { enabled: true, offsetsHours: [337] } },
        'spotConfirmation.offsetsHours',
      ],
      [
        'four offsets',
        { submissionDeadline: { enabled: true, offsetsHours: [1, 2, 3, 4] } },
        'submissionDeadline.offsetsHours',
      ],
      [
        'a duplicate',
        { submissionDeadline: { enabled: true, offsetsHours: [24, 24] } },
        'submissionDeadline.offsetsHours',
      ],
      ['no switch', { judging: { offsetsHours: [24] } }, 'judging.enabled'],
      ['a missing kind', { spotConfirmation: undefined }, 'spotConfirmation'],
      ['no judging close date reminder', { judgingClose: undefined }, 'judgingClose'],
    ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
      const answer = await call('PUT', url(eventId), organizer, { ...DEFAULTS, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ fields: { field: string }[] }>().fields.map((problem) => problem.field)).toContain(field);
    });
  });

  describe('the scheduler’s tick', () => {
    it('reminds each approved participant whose team has not submitted once per occasion', async () => {
      const eventId = await createSprint(app, organizer);
      const [submitter, waiting, optedOut] = await Promise.all(
        ['submitter', 'waiting', 'opted-out'].map((name) => createAccount(app, 'participant', name)),
      );
      const pending = await createAccount(app, 'participant', 'pending');
      for (const person of [submitter, waiting, optedOut]) await applyAs(app, person, eventId, admin);
      await applyAs(app, pending, eventId, admin, 'pending');
      await confirmSpots(eventId);
      const team = await call('POST', `/events/${eventId}/team`, submitter, { title: 'Shipped' });
      expect(team.statusCode).toBe(201);
      const submitted = await call('POST', `/projects/${team.json<{ id: string }>().id}/submissions`, submitter, {
        eventId,
        track: 'discovery',
      });
      expect(submitted.statusCode).toBe(201);
      expect(
        (
          await call('PUT', '/me/email-preferences', optedOut, {
            announcements: true,
            reminders: false,
            team_activity: true,
          })
        ).statusCode,
      ).toBe(200);

      // 25 h before: nothing due yet.
      setNow(hoursBefore(DEADLINE, 25));
      await tick();
      expect(await remindersOf(waiting, 'reminder.submission_deadline')).toHaveLength(0);

      // 23 h before: the '24 h before' reminder, however often and concurrently the tick runs.
      setNow(hoursBefore(DEADLINE, 23));
      await tick();
      await Promise.all([tick(), tick()]);
      await tick();
      const first = await remindersOf(waiting, 'reminder.submission_deadline');
      expect(first).toHaveLength(1);
      expect(first[0].subject).toContain('close 2027-01-07 16:00 UTC');
      expect(first[0].text).toContain(`/events/${eventId}/dashboard`);
      for (const person of [submitter, optedOut, pending]) {
        expect(await remindersOf(person, 'reminder.submission_deadline')).toHaveLength(0);
      }

      // Half an hour before: the '1 h before' one, once more.
      setNow(hoursBefore(DEADLINE, 0.5));
      await Promise.all([tick(), tick()]);
      await tick();
      expect(await remindersOf(waiting, 'reminder.submission_deadline')).toHaveLength(2);

      // After the deadline: none late.
      setNow(new Date(DEADLINE.getTime() + HOUR));
      await tick();
      expect(await remindersOf(waiting, 'reminder.submission_deadline')).toHaveLength(2);
      const [{ n }] = await em().execute<{ n: number }[]>(
        "select count(*)::int as n from reminder_deliveries where event_id = ? and kind = 'submission_deadline'",
        [eventId],
      );
      expect(n).toBe(2);
    });

    it('reminds a sprint of 10,000 approved participants, each once (batched under the bind-parameter limit)', async () => {
      const eventId = await createSprint(app, organizer);
      const count = 10_000;
      const tag = randomUUID().slice(0, 8);
      await em().execute(
        `with people as (
           insert into users (id, email, password_hash, email_confirmed_at)
           select gen_random_uuid(), 'crowd-' || i || '-${tag}@example.com', 'x', now() from generate_series(1, ?) i
           returning id)
         insert into applications (id, user_id, event_id, role, short_answer, status, created_at)
         select gen_random_uuid(), id, ?, 'Dev', 'I build things.', 'approved', now() from people`,
        [count, eventId],
      );
      setNow(hoursBefore(DEADLINE, 23));
      await tick();
      await tick();
      const [{ deliveries }] = await em().execute<{ deliveries: number }[]>(
        "select count(*)::int as deliveries from reminder_deliveries where event_id = ? and kind = 'submission_deadline'",
        [eventId],
      );
      const [{ emails }] = await em().execute<{ emails: number }[]>(
        `select count(*)::int as emails from outbox_messages
         where job_name = 'email.send' and payload->>'template' = 'reminder.submission_deadline'
           and payload->'context'->>'eventId' = ?`,
        [eventId],
      );
      expect({ deliveries, emails }).toEqual({ deliveries: count, emails: count });
    }, 120_000);

    it('sends nothing of a switched-off kind', async () => {
      const eventId = await createSprint(app, organizer);
      const waiting = await createAccount(app, 'participant', 'switched-off');
      await applyAs(app, waiting, eventId, admin);
      await confirmSpots(eventId);
      const off = { ...DEFAULTS, submissionDeadline: { enabled: false, offsetsHours: [24, 1] } };
      expect((await call('PUT', url(eventId), organizer, off)).statusCode).toBe(200);
      setNow(hoursBefore(DEADLINE, 23));
      await tick();
      setNow(hoursBefore(DEADLINE, 0.5));
      await tick();
      expect(await remindersOf(waiting, 'reminder.submission_deadline')).toHaveLength(0);
    });

    it('reminds an applicant whose spot is unconfirmed before their own deadline, once', async () => {
      const eventId = await createSprint(app, organizer);
      const [unconfirmed, confirmed] = await Promise.all(
        ['unconfirmed', 'confirmed'].map((name) => createAccount(app, 'participant', name)),
      );
      for (const person of [unconfirmed, confirmed]) await applyAs(app, person, eventId, admin);
      const dueAt = hoursBefore(DEADLINE, 100);
      // Arranged directly (the spots' own specs cover how they are offered).
      await em().execute(
        `insert into spot_confirmations (application_id, offered_at, due_at, confirmed_at)
         select id, ?, ?, case when user_id = ? then now() else null end
         from applications where event_id = ? on conflict (application_id) do update set
           due_at = excluded.due_at, confirmed_at = excluded.confirmed_at, declined_at = null, expired_at = null`,
        [hoursBefore(dueAt, 200), dueAt, confirmed.userId, eventId],
      );
      setNow(hoursBefore(dueAt, 49));
      await tick();
      expect(await remindersOf(unconfirmed, 'reminder.spot_confirmation')).toHaveLength(0);
      setNow(hoursBefore(dueAt, 47));
      await Promise.all([tick(), tick()]);
      await tick();
      const sent = await remindersOf(unconfirmed, 'reminder.spot_confirmation');
      expect(sent).toHaveLength(1);
      expect(sent[0].text).toContain(`/events/${eventId}`);
      expect(await remindersOf(confirmed, 'reminder.spot_confirmation')).toHaveLength(0);
    });
  });
});
