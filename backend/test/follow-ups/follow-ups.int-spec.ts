import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { FollowUpOutcomes } from '../../src/follow-ups/follow-up-outcomes.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { review } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const DAY = 24 * 60 * 60 * 1000;
/** Every decision here is made at DECIDED; its survey falls due 180 days later. */
const DECIDED = BEFORE_DEADLINE;
const DUE = new Date(DECIDED.getTime() + 180 * DAY);

const CONSENT_TEXT = 'May we ask you in 6 months how your idea went?';

interface FollowUpRow {
  id: string;
  decision: string;
  decided_at: Date;
  due_at: Date;
  state: string;
  asked_at: Date | null;
  reminded_at: Date | null;
  design_partner: boolean | null;
  pilot: boolean | null;
  funding: boolean | null;
  stopped: boolean | null;
}

interface ErrorBody {
  code: string;
  fields?: { field: string; message: string }[];
}

const ANSWER = {
  whatHappened: 'Built it anyway; two design partners and a paid pilot',
  customerInterviews: 20,
  designPartners: ['Acme Foods', 'Grocer North'],
  pilots: [{ organisation: 'Grocer North', state: 'paid' }],
  continuing: 'continuing',
};

/**
 * Issue 29, insights.md 5: applicants who said yes to 'May we ask you in 6 months how your idea
 * went?' get one follow-up survey 180 days after the decision (asked and reminded by the scheduler's
 * tick from rows in PostgreSQL), may withdraw their consent, and answer the check-in's questions;
 * insights reads the answers through FollowUpOutcomes.
 */
describe('the follow-up survey of applicants', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let clock: jest.SpiedFunction<() => Date>;
  let admin: TestAccount;
  let organizer: TestAccount;
  let stranger: TestAccount;
  let eventId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    em = app.get(EntityManager).fork();
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(DECIDED);
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    stranger = await createAccount(app, 'participant', 'stranger');
    eventId = await createSprint(app, organizer);
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  const at = (moment: Date) => clock.mockReturnValue(moment);
  const tick = () => app.get(DueWorkTick).runTick();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function apply(name: string, consent?: unknown): Promise<{ person: TestAccount; id: string }> {
    const person = await createAccount(app, 'participant', name);
    const applied = await call('POST', `/events/${eventId}/applications`, person, {
      role: 'Dev',
      shortAnswer: 'I build things.',
      ...(consent === undefined ? {} : { followUpConsent: consent }),
    });
    expect(applied.statusCode).toBe(201);
    return { person, id: applied.json<{ id: string }>().id };
  }

  const followUpOf = async (applicationId: string) =>
    (
      await em.execute<FollowUpRow[]>(
        `select id, decision, decided_at, due_at, state, asked_at, reminded_at, design_partner, pilot, funding, stopped
           from application_follow_ups where application_id = ?`,
        [applicationId],
      )
    )[0];
  const consentOf = async (applicationId: string) =>
    (
      await em.execute<{ follow_up_consent: boolean }[]>('select follow_up_consent from applications where id = ?', [
        applicationId,
      ])
    )[0].follow_up_consent;
  const eventsOf = (applicationId: string) =>
    em.execute<{ type: string; payload: Record<string, unknown>; actor_id: string | null }[]>(
      "select type, payload, actor_id from domain_events where stream_type = 'follow_up' and stream_id = ? order by id",
      [applicationId],
    );
  const emailsTo = async (who: TestAccount, template: string) =>
    (await queuedEmails(app, who.email)).filter((email) => email.template === template);

  let rejected: { person: TestAccount; id: string };
  let followUpId: string;

  it(`records the answer to '${CONSENT_TEXT}' with the application and in its audit event`, async () => {
    rejected = await apply('turned-away', true);
    const without = await apply('no-consent');
    expect(await consentOf(rejected.id)).toBe(true);
    expect(await consentOf(without.id)).toBe(false);
    const [submitted] = await em.execute<{ payload: Record<string, unknown> }[]>(
      "select payload from domain_events where stream_type = 'application' and stream_id = ? and type = 'application.submitted'",
      [rejected.id],
    );
    expect(submitted.payload).toMatchObject({ followUpConsent: true });

    // Decided without consent: no survey.
    await review(app, without.id, 'rejected', admin);
    expect(await followUpOf(without.id)).toBeUndefined();
  });

  it('a consent that is not true or false is a 400 naming the field', async () => {
    const person = await createAccount(app, 'participant', 'bad-consent');
    const bad = await call('POST', `/events/${eventId}/applications`, person, {
      role: 'Dev',
      shortAnswer: 'I build things.',
      followUpConsent: 'yes please',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields?.map((problem) => problem.field)).toEqual(['followUpConsent']);
  });

  it('a decision on a consenting applicant schedules the survey 180 days later, audited; pending cancels it', async () => {
    await review(app, rejected.id, 'waitlisted', admin);
    let row = await followUpOf(rejected.id);
    expect(row).toMatchObject({ decision: 'waitlisted', state: 'scheduled' });
    // Back to pending: it no longer applies; decided again: the survey follows the last decision.
    await review(app, rejected.id, 'pending', admin);
    expect((await followUpOf(rejected.id)).state).toBe('cancelled');
    await review(app, rejected.id, 'rejected', admin);
    row = await followUpOf(rejected.id);
    expect(row).toMatchObject({ decision: 'rejected', state: 'scheduled', asked_at: null });
    expect(new Date(row.decided_at).toISOString()).toBe(DECIDED.toISOString());
    expect(new Date(row.due_at).toISOString()).toBe(DUE.toISOString());
    followUpId = row.id;
    expect((await eventsOf(rejected.id)).map((event) => event.type)).toEqual([
      'follow_up.scheduled',
      'follow_up.cancelled',
      'follow_up.scheduled',
    ]);
  });

  it('is not open before it is asked', async () => {
    const early = await call('POST', `/follow-ups/${followUpId}`, rejected.person, ANSWER);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().code).toBe('FOLLOW_UP_NOT_YET_OPEN');
  });

  it('the tick asks once when due (run twice): one email linking to the survey, audited', async () => {
    at(new Date(DUE.getTime() - 60_000));
    expect((await tick())?.['follow_up.surveys']).toBe(0);
    expect(await emailsTo(rejected.person, 'follow_up.asked')).toEqual([]);

    at(new Date(DUE.getTime() + 60_000));
    expect((await tick())?.['follow_up.surveys']).toBe(1);
    expect((await tick())?.['follow_up.surveys']).toBe(0);
    const emails = await emailsTo(rejected.person, 'follow_up.asked');
    expect(emails).toHaveLength(1);
    expect(emails[0].text).toContain(`http://sprintboard.test/follow-up/${followUpId}`);
    expect(await followUpOf(rejected.id)).toMatchObject({ state: 'asked' });
    expect((await eventsOf(rejected.id)).filter((event) => event.type === 'follow_up.asked')).toHaveLength(1);
  });

  it('reminds once, seven days after asking, if unanswered', async () => {
    const askedAt = DUE.getTime() + 60_000;
    at(new Date(askedAt + 7 * DAY - 60_000));
    await tick();
    expect(await emailsTo(rejected.person, 'follow_up.reminder')).toEqual([]);
    at(new Date(askedAt + 7 * DAY + 60_000));
    expect((await tick())?.['follow_up.surveys']).toBe(1);
    await tick();
    at(new Date(askedAt + 30 * DAY));
    await tick();
    expect(await emailsTo(rejected.person, 'follow_up.reminder')).toHaveLength(1);
    expect((await eventsOf(rejected.id)).filter((event) => event.type === 'follow_up.reminded')).toHaveLength(1);
  });

  it('the survey is the applicant’s: another participant and staff get 404, a visitor 401', async () => {
    const mine = await call('GET', `/follow-ups/${followUpId}`, rejected.person);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: followUpId,
      applicationId: rejected.id,
      decision: 'rejected',
      state: 'asked',
      answeredAt: null,
    });
    for (const who of [stranger, admin, organizer]) {
      expect((await call('GET', `/follow-ups/${followUpId}`, who)).statusCode).toBe(404);
      expect((await call('POST', `/follow-ups/${followUpId}`, who, ANSWER)).statusCode).toBe(404);
      expect((await call('GET', `/me/applications/${rejected.id}/follow-up`, who)).statusCode).toBe(404);
      expect((await call('DELETE', `/me/applications/${rejected.id}/follow-up-consent`, who)).statusCode).toBe(404);
    }
    expect((await call('GET', `/follow-ups/${followUpId}`)).statusCode).toBe(401);
    expect((await call('POST', `/follow-ups/${followUpId}`, undefined, ANSWER)).statusCode).toBe(401);
    expect((await call('GET', `/me/applications/${rejected.id}/follow-up`)).statusCode).toBe(401);
    expect((await call('DELETE', `/me/applications/${rejected.id}/follow-up-consent`)).statusCode).toBe(401);
    expect(await consentOf(rejected.id)).toBe(true);
    const standing = await call('GET', `/me/applications/${rejected.id}/follow-up`, rejected.person);
    expect(standing.statusCode).toBe(200);
    expect(standing.json()).toEqual({
      consent: true,
      followUp: { id: followUpId, state: 'asked', dueAt: DUE.toISOString() },
    });
  });

  it('a bad answer is a 400 naming the fields', async () => {
    const bad = await call('POST', `/follow-ups/${followUpId}`, rejected.person, {
      whatHappened: '  ',
      continuing: 'maybe',
      funding: { amountMinor: 10, currency: 'XXQ', source: 'grant' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields?.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['whatHappened', 'continuing', 'funding.currency']),
    );
    expect((await followUpOf(rejected.id)).state).toBe('asked');
  });

  it('answering records the outcomes and its audit event, once; insights reads them by decision', async () => {
    const answered = await call('POST', `/follow-ups/${followUpId}`, rejected.person, ANSWER);
    expect(answered.statusCode).toBe(204);
    expect(await followUpOf(rejected.id)).toMatchObject({
      state: 'answered',
      design_partner: true,
      pilot: true,
      funding: false,
      stopped: false,
    });
    const [event] = (await eventsOf(rejected.id)).filter((e) => e.type === 'follow_up.answered');
    expect(event.actor_id).toBe(rejected.person.userId);
    expect(event.payload).toMatchObject({
      followUpId,
      decision: 'rejected',
      continuing: 'continuing',
      outcomes: { designPartner: true, pilot: true, funding: false, stopped: false },
    });
    const again = await call('POST', `/follow-ups/${followUpId}`, rejected.person, ANSWER);
    expect(again.statusCode).toBe(409);

    const groups = await app.get(FollowUpOutcomes).byDecision();
    expect(groups.approved).toEqual([]);
    expect(groups.waitlisted).toEqual([]);
    expect(groups.rejected).toEqual([
      expect.objectContaining({
        followUpId,
        applicationId: rejected.id,
        eventId,
        designPartner: true,
        pilot: true,
        funding: false,
        stopped: false,
      }),
    ]);
  });

  it('withdrawing consent before the ask cancels the survey: no invitation after it', async () => {
    at(DECIDED);
    const approved = await apply('approved', true);
    await review(app, approved.id, 'approved', admin);
    expect((await followUpOf(approved.id)).state).toBe('scheduled');

    const withdrawn = await call('DELETE', `/me/applications/${approved.id}/follow-up-consent`, approved.person);
    expect(withdrawn.statusCode).toBe(204);
    expect(await consentOf(approved.id)).toBe(false);
    expect((await followUpOf(approved.id)).state).toBe('cancelled');
    const [event] = (await eventsOf(approved.id)).filter((e) => e.type === 'follow_up.consent_withdrawn');
    expect(event.payload).toMatchObject({ eventId, cancelledFollowUpId: (await followUpOf(approved.id)).id });
    expect(event.actor_id).toBe(approved.person.userId);
    // Again: nothing changes, nothing is recorded.
    expect(
      (await call('DELETE', `/me/applications/${approved.id}/follow-up-consent`, approved.person)).statusCode,
    ).toBe(204);
    expect((await eventsOf(approved.id)).filter((e) => e.type === 'follow_up.consent_withdrawn')).toHaveLength(1);

    // A later decision schedules nothing; the due time passes without an email.
    await review(app, approved.id, 'waitlisted', admin);
    expect((await followUpOf(approved.id)).state).toBe('cancelled');
    at(new Date(DUE.getTime() + 60_000));
    await tick();
    expect(await emailsTo(approved.person, 'follow_up.asked')).toEqual([]);
  });

  it('withdrawing consent after the ask cancels the pending reminder', async () => {
    at(DECIDED);
    const waitlisted = await apply('waitlisted', true);
    await review(app, waitlisted.id, 'waitlisted', admin);
    at(new Date(DUE.getTime() + 60_000));
    await tick();
    expect(await emailsTo(waitlisted.person, 'follow_up.asked')).toHaveLength(1);
    expect(
      (await call('DELETE', `/me/applications/${waitlisted.id}/follow-up-consent`, waitlisted.person)).statusCode,
    ).toBe(204);
    at(new Date(DUE.getTime() + 10 * DAY));
    await tick();
    expect(await emailsTo(waitlisted.person, 'follow_up.reminder')).toEqual([]);
    const { id } = await followUpOf(waitlisted.id);
    const late = await call('POST', `/follow-ups/${id}`, waitlisted.person, ANSWER);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().code).toBe('FOLLOW_UP_CANCELLED');
  });
});
