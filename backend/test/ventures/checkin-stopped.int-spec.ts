import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { type ErrorBody, VenturesWorld } from './ventures-support.js';

const DAY = 24 * 60 * 60 * 1000;
/** createSprint's end. */
const END = new Date('2027-01-08T16:00:00Z');

interface CheckinRow {
  id: string;
  offset_days: number;
  state: string;
}

/**
 * ventures.md 'Check-ins': 'Still working on it?' answered 'stopped' means the venture stopped, so
 * the programme asks it nothing more: its later check-ins still open are cancelled with the answer.
 */
describe("a check-in answered 'stopped'", () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let clock: jest.SpiedFunction<() => Date>;
  let admin: TestAccount;
  let owner: TestAccount;
  let otherOwner: TestAccount;
  let ventureId: string;
  let otherVentureId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'stopping-owner');
    otherOwner = await createAccount(app, 'participant', 'going-owner');
    w = new VenturesWorld(app, admin, organizer);
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    const eventId = await w.sprint();
    ({ ventureId } = await w.entry(eventId, owner, 'Parcel Lockers'));
    ({ ventureId: otherVentureId } = await w.entry(eventId, otherOwner, 'Night Market'));
    const completed = await w.call('PUT', `/admin/events/${eventId}/status`, organizer, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    // 91 days after the end: the 30- and 90-day check-ins are asked, the 180-day one is ahead.
    clock.mockReturnValue(new Date(END.getTime() + 91 * DAY));
    await app.get(DueWorkTick).runTick();
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  const tick = (at: Date) => {
    clock.mockReturnValue(at);
    return app.get(DueWorkTick).runTick();
  };
  const checkins = (venture: string) =>
    w
      .em()
      .execute<CheckinRow[]>(
        'select id, offset_days, state from venture_checkins where venture_id = ? order by offset_days',
        [venture],
      );
  const states = async (venture: string) => (await checkins(venture)).map((row) => [row.offset_days, row.state]);
  const answer = (who: TestAccount, venture: string, checkinId: string, body: object) =>
    w.call('POST', `/ventures/${venture}/checkins/${checkinId}`, who, body);
  const checkinEmails = async (who: TestAccount) =>
    (await queuedEmails(app, who.email))
      .map((email) => email.template)
      .filter((template) => template.startsWith('venture.'))
      .sort();
  const standing = async (venture: string) =>
    (await w.call('GET', `/admin/ventures?search=${encodeURIComponent(venture)}`, admin))
      .json<{ items: { name: string; checkin: string }[] }>()
      .items.find((item) => item.name === venture)?.checkin;

  it('cancels the venture’s later open check-ins with the answer, audited in its transaction; nothing more is asked of it', async () => {
    expect(await states(ventureId)).toEqual([
      [30, 'asked'],
      [90, 'asked'],
      [180, 'scheduled'],
    ]);
    expect(await standing('Parcel Lockers')).toBe('Due');
    const [thirty, ninety, hundredEighty] = await checkins(ventureId);

    const stopped = await answer(owner, ventureId, thirty.id, {
      whatHappened: 'The landlord took the lockers back.',
      continuing: 'stopped',
      stoppedReason: 'No site for the lockers',
    });
    expect(stopped.statusCode).toBe(201);
    expect(await states(ventureId)).toEqual([
      [30, 'answered'],
      [90, 'cancelled'],
      [180, 'cancelled'],
    ]);
    // The other venture of the sprint is not touched.
    expect(await states(otherVentureId)).toEqual([
      [30, 'asked'],
      [90, 'asked'],
      [180, 'scheduled'],
    ]);

    const answered = await w.lastEvent(ventureId);
    expect(answered).toMatchObject({
      type: 'venture.checkin_answered',
      actor_id: owner.userId,
      payload: { checkinId: thirty.id, continuing: 'stopped', cancelledCheckinIds: [ninety.id, hundredEighty.id] },
    });
    // One transaction wrote the answer, the cancellations and the audit entry.
    const writers = await w.em().execute<{ xmin: string }[]>(
      `select xmin::text as xmin from venture_checkins where venture_id = ?
         union select xmin::text from domain_events where stream_id = ? and type = 'venture.checkin_answered'`,
      [ventureId, ventureId],
    );
    expect(writers).toHaveLength(1);

    // The venture page shows them cancelled; nothing is due any more.
    const page = await w.call('GET', `/ventures/${ventureId}`, owner);
    expect(page.json<{ checkins: { id: string; state: string }[] }>().checkins).toEqual([
      expect.objectContaining({ id: hundredEighty.id, state: 'cancelled' }),
      expect.objectContaining({ id: ninety.id, state: 'cancelled' }),
      expect.objectContaining({ id: thirty.id, state: 'answered' }),
    ]);
    expect(await standing('Parcel Lockers')).toBe('Up to date');
    const mine = await w.call('GET', '/ventures/mine', owner);
    expect(mine.json<{ id: string; nextCheckin: unknown }[]>()).toEqual([
      expect.objectContaining({ id: ventureId, nextCheckin: null }),
    ]);
    const late = await answer(owner, ventureId, ninety.id, { whatHappened: 'Back again', continuing: 'continuing' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().code).toBe('CHECKIN_CANCELLED');

    // Neither reminded about the 90-day check-in nor asked the 180-day one; the other venture is.
    await tick(new Date(END.getTime() + 99 * DAY));
    await tick(new Date(END.getTime() + 181 * DAY));
    expect(await checkinEmails(owner)).toEqual(['venture.checkin_asked', 'venture.checkin_asked']);
    expect(await checkinEmails(otherOwner)).toEqual([
      'venture.checkin_asked',
      'venture.checkin_asked',
      'venture.checkin_asked',
      'venture.checkin_reminder',
      'venture.checkin_reminder',
    ]);
    expect(await states(ventureId)).toEqual([
      [30, 'answered'],
      [90, 'cancelled'],
      [180, 'cancelled'],
    ]);
  });

  it("answered 'continuing' or 'paused', cancels nothing", async () => {
    const [thirty, ninety] = await checkins(otherVentureId);
    const going = await answer(otherOwner, otherVentureId, thirty.id, {
      whatHappened: 'Two more markets signed up.',
      continuing: 'continuing',
    });
    expect(going.statusCode).toBe(201);
    const paused = await answer(otherOwner, otherVentureId, ninety.id, {
      whatHappened: 'Taking the winter off.',
      continuing: 'paused',
    });
    expect(paused.statusCode).toBe(201);
    expect(await states(otherVentureId)).toEqual([
      [30, 'answered'],
      [90, 'answered'],
      [180, 'asked'],
    ]);
    expect((await w.lastEvent(otherVentureId))?.payload).toMatchObject({ cancelledCheckinIds: [] });
  });
});
