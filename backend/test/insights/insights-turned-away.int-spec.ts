import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { review } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

interface Rate {
  outcome: string;
  count: number;
  rate: number | null;
  interval: { low: number; high: number } | null;
}
interface Group {
  decision: string;
  label: string;
  asked: number;
  answered: number;
  rates: Rate[];
  tooFew: string | null;
}
interface TurnedAway {
  question: string;
  caveat: string;
  definition: string;
  groups: Group[];
  tooFew: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
const DECIDED = BEFORE_DEADLINE;
const ASKED = new Date(DECIDED.getTime() + 180 * DAY + 60_000);

/** The 90% Wilson score interval, written out here apart from the app's statistics. */
function wilson90(count: number, n: number): { low: number; high: number } {
  const z = 1.6448536269514722;
  const p = count / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** One survey answer: a design partner, a pilot, funding or stopped, as planted. */
function answerOf(outcome: { partner?: boolean; pilot?: boolean; funding?: boolean; stopped?: boolean }) {
  return {
    whatHappened: 'Kept going after the decision.',
    customerInterviews: 5,
    designPartners: outcome.partner ? ['Acme Foods'] : [],
    pilots: outcome.pilot ? [{ organisation: 'Grocer North', state: 'paid' }] : [],
    ...(outcome.funding ? { funding: { amountMinor: 5_000_000, currency: 'USD', source: 'angel' } } : {}),
    continuing: outcome.stopped ? 'stopped' : 'continuing',
    ...(outcome.stopped ? { stoppedReason: 'No buyer.' } : {}),
  };
}

/**
 * Issue 29, insights.md 5: 'Applicants the programme turned away' counts the answered follow-up
 * surveys per decision, with n, 90% intervals, 'Too few…' below 20 answers and the caveat; an answer
 * whose consent is withdrawn stops counting.
 */
describe('insights section 5: applicants the programme turned away', () => {
  let app: NestFastifyApplication;
  let clock: jest.SpiedFunction<() => Date>;
  let admin: TestAccount;
  let organizer: TestAccount;
  let eventId: string;
  const applicants = new Map<string, { person: TestAccount; applicationId: string }[]>();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const turnedAway = async (who: TestAccount = admin) => {
    const response = await call('GET', '/admin/insights', who);
    expect(response.statusCode).toBe(200);
    return response.json<{ turnedAway: TurnedAway }>().turnedAway;
  };
  const group = (section: TurnedAway, decision: string) => section.groups.find((g) => g.decision === decision)!;
  const rate = (g: Group, outcome: string) => g.rates.find((r) => r.outcome === outcome)!;

  async function decide(decision: string, count: number) {
    const list: { person: TestAccount; applicationId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const person = await createAccount(app, 'participant', `${decision}-${i}`);
      const applied = await call('POST', `/events/${eventId}/applications`, person, {
        role: 'Dev',
        shortAnswer: 'I build things.',
        followUpConsent: true,
      });
      expect(applied.statusCode).toBe(201);
      const applicationId = applied.json<{ id: string }>().id;
      await review(app, applicationId, decision as 'approved', admin);
      list.push({ person, applicationId });
    }
    applicants.set(decision, list);
  }

  async function answer(decision: string, index: number, outcome: Parameters<typeof answerOf>[0]) {
    const { person, applicationId } = applicants.get(decision)![index];
    const followUp = await call('GET', `/me/applications/${applicationId}/follow-up`, person);
    expect(followUp.statusCode).toBe(200);
    const followUpId = followUp.json<{ followUp: { id: string } }>().followUp.id;
    expect((await call('POST', `/follow-ups/${followUpId}`, person, answerOf(outcome))).statusCode).toBe(204);
  }

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(DECIDED);
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    eventId = await createSprint(app, organizer);
    await decide('approved', 23);
    await decide('waitlisted', 3);
    await decide('rejected', 21);
    clock.mockReturnValue(ASKED);
    await app.get(DueWorkTick).runTick();
    // Approved: 22 of 23 answer; 11 have a design partner, every 4th a pilot. The 23rd never answers.
    for (let i = 0; i < 22; i++) await answer('approved', i, { partner: i < 11, pilot: i % 4 === 0 });
    // Rejected: all 21 answer; 4 have a design partner, 2 funding, 5 stopped.
    for (let i = 0; i < 21; i++)
      await answer('rejected', i, { partner: i < 4, funding: i >= 19, stopped: i >= 4 && i < 9 });
    // Waitlisted: 2 of 3 answer, one of them stopped.
    await answer('waitlisted', 0, { stopped: true });
    await answer('waitlisted', 1, { partner: true });
  }, 240_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('gives each group with 20 answers its outcome rates with n and a 90% interval, and the caveat', async () => {
    const section = await turnedAway();
    expect(section.caveat).toBe('Selection differs between these groups: this is not the effect of the programme.');
    expect(section.question).toBe('May we ask you in 6 months how your idea went?');
    expect(section.tooFew).toBeNull();
    expect(section.groups.map((g) => [g.decision, g.label, g.asked, g.answered])).toEqual([
      ['approved', 'Approved', 23, 22],
      ['waitlisted', 'Waitlisted', 3, 2],
      ['rejected', 'Rejected', 21, 21],
    ]);
    const approved = group(section, 'approved');
    expect(approved.tooFew).toBeNull();
    const partners = rate(approved, 'design_partner');
    expect(partners.count).toBe(11);
    expect(partners.rate).toBeCloseTo(11 / 22, 12);
    expect(partners.interval!.low).toBeCloseTo(wilson90(11, 22).low, 12);
    expect(partners.interval!.high).toBeCloseTo(wilson90(11, 22).high, 12);
    // Pilots at i = 0, 4, 8, 12, 16, 20.
    expect(rate(approved, 'pilot')).toMatchObject({ count: 6, rate: 6 / 22 });
    const rejected = group(section, 'rejected');
    expect(rate(rejected, 'design_partner')).toMatchObject({ count: 4, rate: 4 / 21 });
    expect(rate(rejected, 'funding')).toMatchObject({ count: 2, rate: 2 / 21 });
    expect(rate(rejected, 'stopped')).toMatchObject({ count: 5, rate: 5 / 21 });
    expect(rate(rejected, 'stopped').interval!.high).toBeCloseTo(wilson90(5, 21).high, 12);
  });

  it("says 'Too few…' with n for a group under 20 answers, with counts but no rate", async () => {
    const waitlisted = group(await turnedAway(), 'waitlisted');
    expect(waitlisted.tooFew).toBe('Too few answered surveys to tell (n = 2).');
    expect(rate(waitlisted, 'stopped')).toEqual({ outcome: 'stopped', count: 1, rate: null, interval: null });
  });

  it('shows organizers the section too, and refuses participants and visitors', async () => {
    expect(group(await turnedAway(organizer), 'approved').answered).toBe(22);
    const participant = applicants.get('approved')![0].person;
    expect((await call('GET', '/admin/insights', participant)).statusCode).toBe(403);
    expect((await call('GET', '/admin/insights')).statusCode).toBe(401);
  });

  it('exports the section as CSV', async () => {
    const csv = await call('GET', '/admin/insights/export?section=turned-away', organizer);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Group,Surveys sent,Answered,Outcome,Count,Rate,90% low,90% high,Note');
    expect(lines[1]).toBe(`Approved,23,22,design_partner,11,0.5,${wilson90(11, 22).low},${wilson90(11, 22).high},`);
    expect(lines).toContain('Waitlisted,3,2,stopped,1,,,,Too few answered surveys to tell (n = 2).');
    expect(lines.at(-1)).toBe('Selection differs between these groups: this is not the effect of the programme.');
  });

  it('stops counting an answer whose consent is withdrawn afterwards, audited in words', async () => {
    const { person, applicationId } = applicants.get('approved')![0];
    expect((await call('DELETE', `/me/applications/${applicationId}/follow-up-consent`, person)).statusCode).toBe(204);
    const approved = group(await turnedAway(), 'approved');
    expect([approved.asked, approved.answered]).toEqual([22, 21]);
    expect(rate(approved, 'design_partner')).toMatchObject({ count: 10, rate: 10 / 21 });
    const audit = await call('GET', '/admin/audit?type=follow_up.consent_withdrawn', admin);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain('the survey answer no longer counts in insights');
  });
});
