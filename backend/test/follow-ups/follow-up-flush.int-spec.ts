import { EntityManager } from '@mikro-orm/postgresql';
import { createAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { review } from '../support/participation.js';
import { FLUSH_TICK_MS, SchedulerAcrossFlush } from '../support/scheduler-across-flush.js';
import { eventually } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 29: a FLUSHALL between scheduling a follow-up survey (the decision) and the tick that asks
 * it loses nothing and doubles nothing: the rows in PostgreSQL are the truth.
 */
describe('follow-up surveys across a Redis flush', () => {
  let harness: SchedulerAcrossFlush;

  beforeAll(async () => {
    harness = await SchedulerAcrossFlush.start();
    harness.setNow(BEFORE_DEADLINE);
  }, 60_000);

  afterAll(() => harness?.close());

  it('asks the survey once after the flush, from its row', async () => {
    const { app } = harness;
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    const applicant = await createAccount(app, 'participant', 'applicant');
    const eventId = await createSprint(app, organizer);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/applications`,
      headers: applicant.auth,
      payload: { role: 'Dev', shortAnswer: 'I build things.', followUpConsent: true },
    });
    expect(applied.statusCode).toBe(201);
    await review(app, applied.json<{ id: string }>().id, 'rejected', admin);

    await harness.schedulerRunning();
    // The survey falls due, and Redis forgets everything.
    harness.setNow(new Date(BEFORE_DEADLINE.getTime() + 181 * DAY));
    await harness.flushRedis();

    const asked = async () => {
      const [row] = await app
        .get(EntityManager)
        .fork()
        .execute<{ n: string }[]>("select count(*) as n from application_follow_ups where state = 'asked'");
      return Number(row.n);
    };
    await eventually(async () => ((await asked()) === 1 ? true : undefined), 4 * FLUSH_TICK_MS, 'the survey asked');
    await harness.tickElsewhereAndWait();
    expect(await asked()).toBe(1);
    const emails = (await queuedEmails(app, applicant.email)).filter((email) => email.template === 'follow_up.asked');
    expect(emails).toHaveLength(1);
  }, 60_000);
});
