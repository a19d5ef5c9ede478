import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint, sprintInput } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { type ErrorBody, VenturesWorld } from './ventures-support.js';

const DAY = 24 * 60 * 60 * 1000;
/** createSprint's end. */
const END = new Date('2027-01-08T16:00:00Z');
const dueAfter = (days: number, end = END) => new Date(end.getTime() + days * DAY).toISOString();

/** ventures.md: check-ins fall due at the event's offsets (a setting, defaults 30/90/180). */
describe('check-in offsets, a setting of the event', () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let clock: jest.SpiedFunction<() => Date>;
  let organizer: TestAccount;
  let owner: TestAccount;
  let eventId: string;
  let ventureId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    const admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'owner');
    w = new VenturesWorld(app, admin, organizer);
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  const create = (payload: object) => w.call('POST', '/admin/events', organizer, { ...sprintInput(), ...payload });
  const read = async (id = eventId) =>
    (await w.call('GET', `/admin/events/${id}`, organizer)).json<Record<string, unknown> & { version: number }>();
  const edit = async (changes: object) => {
    const event = await read();
    return w.call('PUT', `/admin/events/${eventId}`, organizer, {
      title: event.title,
      timezone: event.timezone,
      startDate: event.startDate,
      endDate: event.endDate,
      submissionDeadline: event.submissionDeadline,
      graceMinutes: event.graceMinutes,
      tracks: event.tracks,
      teamSizeMax: event.teamSizeMax,
      expectedVersion: event.version,
      ...changes,
    });
  };
  const checkins = () =>
    w
      .em()
      .execute<{ id: string; offset_days: number; due_at: Date; state: string }[]>(
        'select id, offset_days, due_at, state from venture_checkins where venture_id = ? order by offset_days',
        [ventureId],
      );
  const schedule = async () =>
    (await checkins()).map((row) => [row.offset_days, new Date(row.due_at).toISOString(), row.state]);

  const BAD = [[], [90, 30], [30, 30], [0, 30], [30, 731], [1, 2, 3, 4, 5, 6, 7], [30.5], ['30'], '30,90', [null]];

  it('answers 400 naming checkinOffsetDays for anything but 1-6 different whole days in 1..730, ascending; creates nothing', async () => {
    const before = await w.count('select count(*) as n from events');
    for (const checkinOffsetDays of BAD) {
      const refused = await create({ checkinOffsetDays });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().fields?.map((problem) => problem.field)).toEqual(['checkinOffsetDays']);
    }
    expect(await w.count('select count(*) as n from events')).toBe(before);
  });

  it('defaults to 30, 90 and 180 days; takes and shows a custom setting', async () => {
    const plain = await create({});
    expect(plain.statusCode).toBe(201);
    expect((await read(plain.json<{ id: string }>().id)).checkinOffsetDays).toEqual([30, 90, 180]);

    eventId = await createSprint(app, organizer, { checkinOffsetDays: [14, 60] } as object);
    expect((await read()).checkinOffsetDays).toEqual([14, 60]);
    const [created] = await w
      .em()
      .execute<{ payload: { checkinOffsetDays: number[] } }[]>(
        "select payload from domain_events where stream_id = ? and type = 'event.created'",
        [eventId],
      );
    expect(created.payload.checkinOffsetDays).toEqual([14, 60]);
  });

  it('an edit with bad offsets is a 400 naming the field and changes nothing; left out, they stay', async () => {
    for (const checkinOffsetDays of BAD.slice(0, 3)) {
      const refused = await edit({ checkinOffsetDays });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().fields?.map((problem) => problem.field)).toEqual(['checkinOffsetDays']);
    }
    expect((await edit({ title: 'Offsets sprint' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ title: 'Offsets sprint', checkinOffsetDays: [14, 60] });
  });

  it("completing the event schedules each venture's check-ins at the event's offsets", async () => {
    ({ ventureId } = await w.entry(eventId, owner, 'Offset Labs'));
    expect(
      (await w.call('PUT', `/admin/events/${eventId}/status`, organizer, { status: 'completed' })).statusCode,
    ).toBe(200);
    expect(await schedule()).toEqual([
      [14, dueAfter(14), 'scheduled'],
      [60, dueAfter(60), 'scheduled'],
    ]);
  });

  it('new offsets before the check-ins were asked: dropped offsets go, new ones come, audited; the event records the change', async () => {
    const edited = await edit({ checkinOffsetDays: [14, 45, 120] });
    expect(edited.statusCode).toBe(200);
    expect(await schedule()).toEqual([
      [14, dueAfter(14), 'scheduled'],
      [45, dueAfter(45), 'scheduled'],
      [120, dueAfter(120), 'scheduled'],
    ]);
    const moved = await w.lastEvent(ventureId);
    expect(moved?.type).toBe('venture.checkins_moved');
    expect(moved?.payload).toMatchObject({ eventId, offsetDays: [14, 45, 120], checkinIds: [] });
    expect(moved?.payload.removedCheckinIds).toHaveLength(1);
    expect((moved?.payload.added as { offsetDays: number }[]).map((added) => added.offsetDays)).toEqual([45, 120]);
    const [updated] = await w
      .em()
      .execute<{ payload: { changes: Record<string, unknown> } }[]>(
        "select payload from domain_events where stream_id = ? and type = 'event.updated' order by id desc limit 1",
        [eventId],
      );
    expect(updated.payload.changes.checkinOffsetDays).toEqual({ from: [14, 60], to: [14, 45, 120] });
  });

  it('with the end date and offsets changed together, the unasked ones move from the new end; an asked one stays', async () => {
    clock.mockReturnValue(new Date(END.getTime() + 14 * DAY + 60_000));
    expect(await app.get(DueWorkTick).runTick()).toEqual({
      'venture.checkins': 1,
      'application.spot_deadlines': 0,
      'follow_up.surveys': 0,
      'files.staged-sweep': 0,
      announcements: 0,
      reminders: 0,
    });

    const event = await read();
    const newEnd = new Date(END.getTime() + 3 * DAY);
    const edited = await edit({
      endDate: newEnd.toISOString(),
      submissionDeadline: event.submissionDeadline,
      checkinOffsetDays: [7, 14, 45, 200],
    });
    expect(edited.statusCode).toBe(200);
    // 14 was asked: it stays; 7 falls before it and is not added; 45 moves; 120 goes; 200 comes.
    expect(await schedule()).toEqual([
      [14, dueAfter(14), 'asked'],
      [45, dueAfter(45, newEnd), 'scheduled'],
      [200, dueAfter(200, newEnd), 'scheduled'],
    ]);
  });
});
