import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { Clock } from '../../src/common/clock.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { VentureMembership } from '../../src/ventures/venture-membership.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { VenturesWorld } from './ventures-support.js';

const DAY = 24 * 60 * 60 * 1000;
/** createSprint's end. */
const END = new Date('2027-01-08T16:00:00Z');
const VENTURES = 5;

/**
 * The scheduler reads the members of a batch's ventures in a constant number of queries (one of the
 * teams, one of the removals), not two per venture; the same people get the same emails.
 */
describe('check-in scheduler: members of a batch read at once', () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let clock: jest.SpiedFunction<() => Date>;
  let organizer: TestAccount;
  let eventId: string;
  const teams: { ventureId: string; owner: TestAccount; mate: TestAccount }[] = [];
  /** Every SQL text sent to PostgreSQL while `recording`. */
  const sent: string[] = [];
  let recording = false;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    const admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    w = new VenturesWorld(app, admin, organizer);
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    eventId = await w.sprint();
    for (let i = 0; i < VENTURES; i += 1) {
      const owner = await createAccount(app, 'participant', `owner${i}`);
      const mate = await createAccount(app, 'participant', `mate${i}`);
      const { ventureId } = await w.entry(eventId, owner, `Batch venture ${i}`, {}, [mate]);
      teams.push({ ventureId, owner, mate });
    }
    // The last venture's teammate was removed from the venture: no email for them.
    await w
      .em()
      .execute('insert into venture_member_removals (venture_id, user_id, reason) values (?, ?, ?)', [
        teams[VENTURES - 1].ventureId,
        teams[VENTURES - 1].mate.userId,
        'Left the team',
      ]);
    const completed = await w.call('PUT', `/admin/events/${eventId}/status`, organizer, { status: 'completed' });
    expect(completed.statusCode).toBe(200);

    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if (recording) {
        const [text] = args;
        sent.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? ''));
      }
      return query.apply(this, args);
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  const record = async <T>(run: () => Promise<T>): Promise<T> => {
    sent.length = 0;
    recording = true;
    try {
      return await run();
    } finally {
      recording = false;
    }
  };
  const reading = (table: string) => sent.filter((text) => new RegExp(`\\b${table}\\b`).test(text)).length;

  it('membersOfVentures reads any number of ventures in one query of the teams and one of the removals', async () => {
    const membership = app.get(VentureMembership);
    const ids = teams.map((team) => team.ventureId);
    const one = await record(() => membership.membersOfVentures(ids.slice(0, 1)));
    const [oneTeams, oneRemovals] = [reading('project_members'), reading('venture_member_removals')];
    const all = await record(() => membership.membersOfVentures(ids));
    expect([reading('project_members'), reading('venture_member_removals')]).toEqual([oneTeams, oneRemovals]);
    expect([oneTeams, oneRemovals]).toEqual([1, 1]);

    expect([...(one.get(ids[0])?.entries() ?? [])]).toEqual(
      expect.arrayContaining([
        [teams[0].owner.userId, 'owner'],
        [teams[0].mate.userId, 'member'],
      ]),
    );
    for (const [i, team] of teams.entries()) {
      const members = all.get(team.ventureId);
      expect(members?.get(team.owner.userId)).toBe('owner');
      expect(members?.has(team.mate.userId)).toBe(i < VENTURES - 1);
      expect(members?.size).toBe(i < VENTURES - 1 ? 2 : 1);
    }
    // A venture asked for without a team is there, empty.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await membership.membersOfVentures([unknown])).get(unknown)?.size).toBe(0);
  });

  it("the tick asks the batch's check-ins reading members in one query, emailing every member once", async () => {
    clock.mockReturnValue(new Date(END.getTime() + 30 * DAY + 60_000));
    const handled = await record(() => app.get(DueWorkTick).runTick());
    expect(handled).toEqual({
      'venture.checkins': VENTURES,
      'application.spot_deadlines': 0,
      'follow_up.surveys': 0,
      'files.staged-sweep': 0,
      announcements: 0,
      reminders: 0,
    });
    expect(reading('project_members')).toBe(1);
    expect(reading('venture_member_removals')).toBe(1);

    for (const [i, team] of teams.entries()) {
      const asked = async (who: TestAccount) =>
        (await queuedEmails(app, who.email)).filter((email) => email.template === 'venture.checkin_asked');
      expect(await asked(team.owner)).toHaveLength(1);
      expect(await asked(team.mate)).toHaveLength(i < VENTURES - 1 ? 1 : 0);
      const [event] = (await w.events(team.ventureId)).filter((e) => e.type === 'venture.checkin_asked');
      expect(event.payload).toMatchObject({ offsetDays: 30, recipients: i < VENTURES - 1 ? 2 : 1 });
    }
  });
});
