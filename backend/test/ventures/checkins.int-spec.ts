import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { DueWorkTick, TICK_LOCK_KEY } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { type ErrorBody, VenturesWorld } from './ventures-support.js';

const DAY = 24 * 60 * 60 * 1000;
/** createSprint's end, and where this spec moves it. */
const END = new Date('2027-01-08T16:00:00Z');
const MOVED_END = new Date(END.getTime() + 2 * DAY);

interface CheckinRow {
  id: string;
  venture_id: string;
  offset_days: number;
  due_at: Date;
  state: string;
  asked_at: Date | null;
  reminded_at: Date | null;
}

const ANSWER = {
  whatHappened: 'Ran a pilot with a regional grocer',
  customerInterviews: 14,
  designPartners: ['Acme Foods'],
  pilots: [{ organisation: 'Grocer North', state: 'running' }],
  revenue: { monthlyAmountMinor: 120_000, currency: 'EUR' },
  funding: { amountMinor: 5_000_000, currency: 'EUR', source: 'grant' },
  continuing: 'continuing',
};

describe('venture check-ins', () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let clock: jest.SpiedFunction<() => Date>;
  let admin: TestAccount;
  let organizer: TestAccount;
  let owner: TestAccount;
  let teammate: TestAccount;
  let otherOwner: TestAccount;
  let stranger: TestAccount;
  let judge: TestAccount;
  let eventId: string;
  let ventureId: string;
  let otherVentureId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'owner');
    teammate = await createAccount(app, 'participant', 'teammate');
    otherOwner = await createAccount(app, 'participant', 'other');
    stranger = await createAccount(app, 'participant', 'stranger');
    judge = await createAccount(app, 'judge', 'judge');
    w = new VenturesWorld(app, admin, organizer);
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    eventId = await w.sprint([judge]);
    ({ ventureId } = await w.entry(eventId, owner, 'Supply Radar', {}, [teammate]));
    ({ ventureId: otherVentureId } = await w.entry(eventId, otherOwner, 'Cold Chain'));
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  const at = (moment: Date) => clock.mockReturnValue(moment);
  const tick = () => app.get(DueWorkTick).runTick();
  const checkins = (venture = ventureId) =>
    w
      .em()
      .execute<CheckinRow[]>(
        'select id, venture_id, offset_days, due_at, state, asked_at, reminded_at from venture_checkins where venture_id = ? order by offset_days',
        [venture],
      );
  const emailsTo = async (who: TestAccount, template: string) =>
    (await queuedEmails(app, who.email)).filter((email) => email.template === template);
  const setStatus = (status: string) => w.call('PUT', `/admin/events/${eventId}/status`, organizer, { status });

  it('creates no check-ins before the event is completed', async () => {
    expect(await checkins()).toEqual([]);
  });

  it("completing the event creates each entered venture's check-ins 30, 90 and 180 days after its end, audited, once", async () => {
    expect((await setStatus('completed')).statusCode).toBe(200);
    for (const venture of [ventureId, otherVentureId]) {
      const rows = await checkins(venture);
      expect(rows.map((row) => [row.offset_days, new Date(row.due_at).toISOString(), row.state])).toEqual([
        [30, new Date(END.getTime() + 30 * DAY).toISOString(), 'scheduled'],
        [90, new Date(END.getTime() + 90 * DAY).toISOString(), 'scheduled'],
        [180, new Date(END.getTime() + 180 * DAY).toISOString(), 'scheduled'],
      ]);
    }
    const scheduled = (await w.events(ventureId)).filter((event) => event.type === 'venture.checkins_scheduled');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].payload).toMatchObject({ eventId });

    // Reopened and completed again: nothing doubles.
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await setStatus('completed')).statusCode).toBe(200);
    expect(await w.count('select count(*) as n from venture_checkins where event_id = ?', [eventId])).toBe(6);
  });

  const moveEnd = async (endDate: Date) => {
    const event = (await w.call('GET', `/admin/events/${eventId}`, organizer)).json<Record<string, unknown>>();
    const moved = await w.call('PUT', `/admin/events/${eventId}`, organizer, {
      title: event.title,
      timezone: event.timezone,
      startDate: event.startDate,
      endDate: endDate.toISOString(),
      submissionDeadline: event.submissionDeadline,
      graceMinutes: event.graceMinutes,
      tracks: event.tracks,
      teamSizeMax: event.teamSizeMax,
      expectedVersion: event.version,
    });
    expect(moved.statusCode).toBe(200);
  };

  it('moving the end date moves the check-ins not yet asked', async () => {
    await moveEnd(MOVED_END);
    const rows = await checkins();
    expect(rows.map((row) => new Date(row.due_at).toISOString())).toEqual(
      [30, 90, 180].map((days) => new Date(MOVED_END.getTime() + days * DAY).toISOString()),
    );
    expect((await w.lastEvent(ventureId))?.type).toBe('venture.checkins_moved');
  });

  it('the tick asks due check-ins once: one email per member in the outbox naming the venture and sprint, linking to the form, audited', async () => {
    at(new Date(MOVED_END.getTime() + 30 * DAY - 60_000));
    await tick();
    expect(await emailsTo(owner, 'venture.checkin_asked')).toEqual([]);

    at(new Date(MOVED_END.getTime() + 30 * DAY + 60_000));
    expect(await tick()).toEqual({
      'venture.checkins': 2,
      'application.spot_deadlines': 0,
      'follow_up.surveys': 0,
      'files.staged-sweep': 0,
      announcements: 0,
      reminders: 0,
    });
    const [first] = await checkins();
    expect(first).toMatchObject({ offset_days: 30, state: 'asked' });
    const event = (await w.call('GET', `/admin/events/${eventId}`, organizer)).json<{ title: string }>();
    for (const member of [owner, teammate]) {
      const emails = await emailsTo(member, 'venture.checkin_asked');
      expect(emails).toHaveLength(1);
      expect(emails[0].subject).toContain('Supply Radar');
      expect(emails[0].subject).toContain(event.title);
      expect(emails[0].text).toContain(`http://sprintboard.test/ventures/${ventureId}/check-in/${first.id}`);
    }
    expect(await emailsTo(otherOwner, 'venture.checkin_asked')).toHaveLength(1);
    const asked = (await w.events(ventureId)).filter((e) => e.type === 'venture.checkin_asked');
    expect(asked).toHaveLength(1);
    expect(asked[0].payload).toMatchObject({ checkinId: first.id, offsetDays: 30, recipients: 2 });

    // While another instance's tick holds the lock, this one does not run at all.
    const other = w.em();
    await other.begin();
    await other.execute('select pg_advisory_xact_lock(?)', [TICK_LOCK_KEY]);
    expect(await tick()).toBeUndefined();
    await other.commit();

    // The same rows after the tick runs again (a second instance, a replayed job): nothing twice.
    expect(await tick()).toEqual({
      'venture.checkins': 0,
      'application.spot_deadlines': 0,
      'follow_up.surveys': 0,
      'files.staged-sweep': 0,
      announcements: 0,
      reminders: 0,
    });
    expect(await emailsTo(owner, 'venture.checkin_asked')).toHaveLength(1);

    // An asked check-in stays where it was when the end moves again; the others move.
    await moveEnd(new Date(MOVED_END.getTime() + DAY));
    const rows = await checkins();
    expect(new Date(rows[0].due_at).toISOString()).toBe(new Date(MOVED_END.getTime() + 30 * DAY).toISOString());
    expect(new Date(rows[1].due_at).toISOString()).toBe(new Date(MOVED_END.getTime() + 91 * DAY).toISOString());
  });

  it('reminds once, seven days after asking, if still unanswered', async () => {
    const askedAt = new Date(MOVED_END.getTime() + 30 * DAY + 60_000);
    at(new Date(askedAt.getTime() + 7 * DAY - 60_000));
    await tick();
    expect(await emailsTo(owner, 'venture.checkin_reminder')).toEqual([]);

    at(new Date(askedAt.getTime() + 7 * DAY + 60_000));
    expect(await tick()).toEqual({
      'venture.checkins': 2,
      'application.spot_deadlines': 0,
      'follow_up.surveys': 0,
      'files.staged-sweep': 0,
      announcements: 0,
      reminders: 0,
    });
    await tick();
    at(new Date(askedAt.getTime() + 20 * DAY));
    await tick();
    for (const member of [owner, teammate]) expect(await emailsTo(member, 'venture.checkin_reminder')).toHaveLength(1);
    expect((await w.events(ventureId)).filter((e) => e.type === 'venture.checkin_reminded')).toHaveLength(1);
    expect(await w.count("select count(*) as n from venture_checkin_emails where kind = 'reminder'")).toBe(2);
  });

  it('staff see who is overdue; others may not', async () => {
    const standings = await w.call('GET', '/admin/ventures/checkin-standings', admin);
    expect(standings.statusCode).toBe(200);
    expect(standings.json()).toEqual(
      expect.arrayContaining([
        { ventureId, standing: 'Overdue' },
        { ventureId: otherVentureId, standing: 'Overdue' },
      ]),
    );
    expect((await w.call('GET', '/admin/ventures/checkin-standings', organizer)).statusCode).toBe(200);
    expect((await w.call('GET', '/admin/ventures/checkin-standings', owner)).statusCode).toBe(403);
    expect((await w.call('GET', '/admin/ventures/checkin-standings', judge)).statusCode).toBe(403);
    expect((await w.call('GET', '/admin/ventures/checkin-standings')).statusCode).toBe(401);
  });

  describe('answering', () => {
    let checkinId: string;
    const answer = (who: TestAccount | undefined, body: object = ANSWER, id = checkinId, venture = ventureId) =>
      w.call('POST', `/ventures/${venture}/checkins/${id}`, who, body);

    beforeAll(async () => {
      checkinId = (await checkins())[0].id;
    });

    it('refuses visitors, strangers, judges and staff, who are not members', async () => {
      expect((await answer(undefined)).statusCode).toBe(401);
      expect((await answer(stranger)).statusCode).toBe(404);
      expect((await answer(judge)).statusCode).toBe(404);
      expect((await answer(otherOwner)).statusCode).toBe(404);
      expect((await answer(organizer)).statusCode).toBe(403);
      expect((await answer(admin)).statusCode).toBe(403);
      expect((await checkins())[0].state).toBe('asked');
    });

    it('answers 400 naming each bad field, and writes nothing', async () => {
      const bad = await answer(owner, {
        ...ANSWER,
        whatHappened: ' ',
        customerInterviews: -1,
        revenue: { monthlyAmountMinor: 1.5, currency: 'EURO' },
        continuing: 'maybe',
      });
      expect(bad.statusCode).toBe(400);
      const fields = bad.json<ErrorBody>().fields?.map((problem) => problem.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'whatHappened',
          'customerInterviews',
          'revenue.monthlyAmountMinor',
          'revenue.currency',
          'continuing',
        ]),
      );
      expect(await w.count('select count(*) as n from venture_milestones where checkin_id = ?', [checkinId])).toBe(0);
    });

    it("the member's answer records its figures as self-reported milestones and the check-in answered, audited; twice is a 409", async () => {
      const answered = await answer(teammate);
      expect(answered.statusCode).toBe(201);
      const milestones = await w
        .em()
        .execute<{ type: string; figures: object; verified_at: Date | null; created_by: string }[]>(
          'select type, figures, verified_at, created_by from venture_milestones where checkin_id = ? order by type',
          [checkinId],
        );
      expect(milestones.map((m) => [m.type, m.figures])).toEqual([
        ['customer_interviews', { count: 14 }],
        ['design_partner', { organisation: 'Acme Foods' }],
        ['funding', { amountMinor: 5_000_000, currency: 'EUR', source: 'grant' }],
        ['pilot', { organisation: 'Grocer North', state: 'running' }],
        ['revenue', { monthlyAmountMinor: 120_000, currency: 'EUR' }],
      ]);
      expect(milestones.every((m) => m.verified_at === null && m.created_by === teammate.userId)).toBe(true);
      expect((await checkins())[0].state).toBe('answered');
      const events = await w.events(ventureId);
      expect(
        events.filter((e) => e.type === 'venture.milestone_added' && e.payload.checkinId === checkinId),
      ).toHaveLength(5);
      expect(events.at(-1)).toMatchObject({
        type: 'venture.checkin_answered',
        actor_id: teammate.userId,
        payload: { checkinId, continuing: 'continuing', whatHappened: ANSWER.whatHappened },
      });

      const twice = await answer(owner);
      expect(twice.statusCode).toBe(409);
      expect(twice.json<ErrorBody>().code).toBe('CHECKIN_ALREADY_ANSWERED');
      expect(await w.count('select count(*) as n from venture_milestones where checkin_id = ?', [checkinId])).toBe(5);
    });

    it("'stopped' records a stopped milestone; a check-in of another venture is a 404", async () => {
      const [, ninety] = await checkins();
      expect((await answer(owner, ANSWER, ninety.id, otherVentureId)).statusCode).toBe(404);
      const stopped = await answer(
        owner,
        { whatHappened: 'We wound it down', continuing: 'stopped', stoppedReason: 'No budget in the sector' },
        ninety.id,
      );
      expect(stopped.statusCode).toBe(201);
      const rows = await w
        .em()
        .execute<{ type: string; figures: object }[]>(
          'select type, figures from venture_milestones where checkin_id = ?',
          [ninety.id],
        );
      expect(rows).toEqual([{ type: 'stopped', figures: { reason: 'No budget in the sector' } }]);
    });

    it('members and staff read the check-in; strangers do not', async () => {
      const read = await w.call('GET', `/ventures/${ventureId}/checkins/${checkinId}`, owner);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        id: checkinId,
        ventureName: 'Supply Radar',
        offsetDays: 30,
        state: 'answered',
      });
      expect((await w.call('GET', `/ventures/${ventureId}/checkins/${checkinId}`, admin)).statusCode).toBe(200);
      expect((await w.call('GET', `/ventures/${ventureId}/checkins/${checkinId}`, stranger)).statusCode).toBe(404);
      expect((await w.call('GET', `/ventures/${ventureId}/checkins/${checkinId}`)).statusCode).toBe(401);
    });
  });
});
