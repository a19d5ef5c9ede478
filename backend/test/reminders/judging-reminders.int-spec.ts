import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'light-my-request';
import { Clock } from '../../src/common/clock.js';
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
/** Judging opens at T0 in every case here (a day before the submission deadline). */
const T0 = BEFORE_DEADLINE;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

interface ErrorBody {
  code: string;
  fields?: { field: string; reason: string }[];
}

/**
 * Issue 30 'Automatic reminders', judging: staff set a close date (audited, staff only, in the
 * future); the scheduler's tick emails each judge who still judges the event and has unscored
 * assignments 24 h after judging opens and 24 h before the close date, once per occasion however
 * often the tick runs, never to a judge who scored everything, was removed or turned reminders off.
 */
describe('judging reminders (issue 30)', () => {
  let app: NestFastifyApplication;
  let admin: TestAccount;
  let organizer: TestAccount;

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const em = () => app.get(EntityManager).fork();
  const setNow = (moment: Date) => {
    jest.restoreAllMocks();
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(moment);
  };
  const tick = () => app.get(DueWorkTick).runTick();
  const remindersOf = async (who: TestAccount, template: string) =>
    (await queuedEmails(app, who.email)).filter((email) => email.template === template);
  const closeDate = (eventId: string, who: TestAccount | undefined, closesAt: unknown) =>
    call('PUT', `/admin/events/${eventId}/judging/close-date`, who, { closesAt });

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    [admin, organizer] = await Promise.all([createAccount(app, 'admin'), createAccount(app, 'organizer')]);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  /**
   * At T0: an active event with two submitted teams, these judges, judging opened and every judge
   * assigned both submissions.
   */
  async function judgedEvent(judges: TestAccount[]): Promise<{ eventId: string; projectIds: string[] }> {
    setNow(T0);
    const eventId = await createSprint(app, organizer);
    for (const judge of judges) {
      expect(
        (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
      ).toBe(201);
    }
    const projectIds: string[] = [];
    for (const title of ['Ledger Lens', 'Grid Pulse']) {
      const owner = await createAccount(app, 'participant', 'owner');
      await applyAs(app, owner, eventId, admin);
      const team = await call('POST', `/events/${eventId}/team`, owner, { title });
      expect(team.statusCode).toBe(201);
      const projectId = team.json<{ id: string }>().id;
      expect(
        (await call('POST', `/projects/${projectId}/submissions`, owner, { eventId, track: 'discovery' })).statusCode,
      ).toBe(201);
      projectIds.push(projectId);
    }
    const { version } = (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{ version: number }>();
    expect(
      (await call('POST', `/admin/events/${eventId}/judging/open`, organizer, { expectedVersion: version })).statusCode,
    ).toBe(200);
    const assigned = await call('POST', `/admin/events/${eventId}/judging/assign`, organizer, {
      reviewsPerSubmission: judges.length,
      sameDomainConflicts: false,
    });
    expect(assigned.json()).toEqual({ added: judges.length * 2, short: [] });
    return { eventId, projectIds };
  }

  /** The judge scores each of these projects (every criterion 4). */
  async function scoreAll(judge: TestAccount, eventId: string, projectIds: string[]): Promise<void> {
    const criteria = (await call('GET', `/admin/events/${eventId}/criteria`, organizer)).json<{ id: string }[]>();
    for (const projectId of projectIds) {
      const view = await call('GET', `/judging/projects/${projectId}/sheet?event=${eventId}`, judge);
      expect(view.statusCode).toBe(200);
      const { assignmentId } = view.json<{ assignmentId: string }>();
      const saved = await call('PUT', `/judging/assignments/${assignmentId}/sheet`, judge, {
        scores: criteria.map((criterion) => ({ criterionId: criterion.id, score: 4 })),
        expectedVersion: 0,
        feedback: '',
      });
      expect(saved.statusCode).toBe(200);
    }
  }

  describe('the close date', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = await createSprint(app, organizer);
    });
    beforeEach(() => setNow(T0));

    it('is the staff’s: a visitor 401, a participant or judge 403, organizers and admins 200', async () => {
      const [participant, judge] = await Promise.all([
        createAccount(app, 'participant'),
        createAccount(app, 'judge', 'judge'),
      ]);
      expect(
        (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
      ).toBe(201);
      const closesAt = at(72).toISOString();
      expect((await closeDate(eventId, undefined, closesAt)).statusCode).toBe(401);
      for (const who of [participant, judge]) expect((await closeDate(eventId, who, closesAt)).statusCode).toBe(403);
      for (const who of [organizer, admin]) {
        const set = await closeDate(eventId, who, closesAt);
        expect(set.statusCode).toBe(200);
        expect(set.json()).toMatchObject({ eventId, phase: 'not_started', openedAt: null, closesAt });
      }
      expect((await closeDate(randomUUID(), organizer, closesAt)).statusCode).toBe(404);
    });

    it('is set and cleared, audited in the same transaction, and shown with the progress', async () => {
      const closesAt = at(48).toISOString();
      expect((await closeDate(eventId, organizer, closesAt)).statusCode).toBe(200);
      expect(
        (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{ closesAt: string | null }>().closesAt,
      ).toBe(closesAt);
      const cleared = await closeDate(eventId, organizer, null);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json<{ closesAt: string | null }>().closesAt).toBeNull();
      const events = await em().execute<{ payload: { closesAt: string | null; previous: string | null } }[]>(
        "select payload from domain_events where type = 'judging.close_date_set' and stream_id = ? order by id",
        [eventId],
      );
      expect(events.at(-2)?.payload.closesAt).toBe(closesAt);
      expect(events.at(-1)?.payload).toEqual({ closesAt: null, previous: closesAt });
      // The row and its event commit together: as many events as changes, and the row as last set.
      const [row] = await em().execute<{ closes_at: Date | null }[]>(
        'select closes_at from event_judging where event_id = ?',
        [eventId],
      );
      expect(row.closes_at).toBeNull();
    });

    it.each([
      ['a time in the past', at(-1).toISOString()],
      ['the present moment', T0.toISOString()],
      ['not a date', 'next Friday'],
      ['a number', 1_800_000_000],
      ['nothing', undefined],
    ])('refuses %s with a 400 naming closesAt', async (_case, closesAt) => {
      const before = await em().execute<{ n: number }[]>(
        "select count(*)::int as n from domain_events where type = 'judging.close_date_set' and stream_id = ?",
        [eventId],
      );
      const answer = await closeDate(eventId, organizer, closesAt);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorBody>().fields?.map((problem) => problem.field)).toContain('closesAt');
      const after = await em().execute<{ n: number }[]>(
        "select count(*)::int as n from domain_events where type = 'judging.close_date_set' and stream_id = ?",
        [eventId],
      );
      expect(after[0].n).toBe(before[0].n);
    });

    it('says the past in words', async () => {
      const answer = await closeDate(eventId, organizer, at(-1).toISOString());
      expect(answer.json<ErrorBody & { message: string }>().message).toBe('The close date must be in the future');
    });
  });

  describe('the scheduler’s tick', () => {
    it('reminds each judge with unscored assignments once per occasion', async () => {
      const [waiting, done, removed, optedOut] = await Promise.all(
        ['waiting', 'done', 'removed', 'opted-out'].map((name) => createAccount(app, 'judge', name)),
      );
      const { eventId, projectIds } = await judgedEvent([waiting, done, removed, optedOut]);
      const closesAt = at(72);
      expect((await closeDate(eventId, organizer, closesAt.toISOString())).statusCode).toBe(200);
      await scoreAll(done, eventId, projectIds);
      expect((await call('DELETE', `/admin/events/${eventId}/judges/${removed.userId}`, organizer)).statusCode).toBe(
        200,
      );
      expect(
        (
          await call('PUT', '/me/email-preferences', optedOut, {
            announcements: true,
            reminders: false,
            team_activity: true,
          })
        ).statusCode,
      ).toBe(200);
      const progress = (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{
        openedAt: string | null;
      }>();
      expect(progress.openedAt).toBe(T0.toISOString());

      // 23 h after opening: nothing due yet.
      setNow(at(23));
      await tick();
      expect(await remindersOf(waiting, 'reminder.judging')).toHaveLength(0);

      // 25 h after: the '24 h after' reminder, however often and concurrently the tick runs.
      setNow(at(25));
      await tick();
      await Promise.all([tick(), tick()]);
      await tick();
      const first = await remindersOf(waiting, 'reminder.judging');
      expect(first).toHaveLength(1);
      expect(first[0].subject).toContain('2 submissions to score');
      expect(first[0].text).toContain('/judging');
      for (const judge of [done, removed, optedOut]) {
        expect(await remindersOf(judge, 'reminder.judging')).toHaveLength(0);
      }
      expect(await remindersOf(waiting, 'reminder.judging_close')).toHaveLength(0);

      // 24 h before the close date (48 h after opening): the close date's reminder, once.
      setNow(at(47));
      await tick();
      expect(await remindersOf(waiting, 'reminder.judging_close')).toHaveLength(0);
      setNow(at(48));
      await Promise.all([tick(), tick()]);
      await tick();
      const closing = await remindersOf(waiting, 'reminder.judging_close');
      expect(closing).toHaveLength(1);
      expect(closing[0].subject).toContain(`closes ${closesAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
      for (const judge of [done, removed, optedOut]) {
        expect(await remindersOf(judge, 'reminder.judging_close')).toHaveLength(0);
      }

      // After the close date: none late, and no second one of either.
      setNow(at(73));
      await tick();
      expect(await remindersOf(waiting, 'reminder.judging')).toHaveLength(1);
      expect(await remindersOf(waiting, 'reminder.judging_close')).toHaveLength(1);
      const [{ n }] = await em().execute<{ n: number }[]>(
        "select count(*)::int as n from reminder_deliveries where event_id = ? and kind in ('judging', 'judging_close')",
        [eventId],
      );
      expect(n).toBe(2);

      // Closed and reopened: a new opening, a new occasion.
      for (const change of ['close', 'reopen']) {
        setNow(at(80));
        const { version } = (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{
          version: number;
        }>();
        expect(
          (await call('POST', `/admin/events/${eventId}/judging/${change}`, organizer, { expectedVersion: version }))
            .statusCode,
        ).toBe(200);
      }
      setNow(at(105));
      await Promise.all([tick(), tick()]);
      expect(await remindersOf(waiting, 'reminder.judging')).toHaveLength(2);
    });

    it('sends nothing of a switched-off kind', async () => {
      const judge = await createAccount(app, 'judge', 'switched-off');
      const { eventId } = await judgedEvent([judge]);
      expect((await closeDate(eventId, organizer, at(72).toISOString())).statusCode).toBe(200);
      const settings = {
        submissionDeadline: { enabled: true, offsetsHours: [24, 1] },
        judging: { enabled: false, offsetsHours: [24] },
        judgingClose: { enabled: false, offsetsHours: [24] },
        spotConfirmation: { enabled: true, offsetsHours: [48] },
      };
      expect((await call('PUT', `/admin/events/${eventId}/reminders`, organizer, settings)).statusCode).toBe(200);
      for (const hours of [25, 48]) {
        setNow(at(hours));
        await tick();
      }
      expect(await remindersOf(judge, 'reminder.judging')).toHaveLength(0);
      expect(await remindersOf(judge, 'reminder.judging_close')).toHaveLength(0);
    });
  });
});
