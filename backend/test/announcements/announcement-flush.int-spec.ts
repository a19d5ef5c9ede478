import { EntityManager } from '@mikro-orm/postgresql';
import { createAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { FLUSH_TICK_MS, SchedulerAcrossFlush } from '../support/scheduler-across-flush.js';
import { eventually } from '../support/test-app.js';

const HOUR = 60 * 60_000;

/**
 * Issue 30 'Scheduling that survives Redis': a FLUSHALL between scheduling an announcement and its
 * time loses nothing and doubles nothing: the row in PostgreSQL is the truth.
 */
describe('scheduled announcements across a Redis flush', () => {
  let harness: SchedulerAcrossFlush;

  beforeAll(async () => {
    harness = await SchedulerAcrossFlush.start();
    harness.setNow(BEFORE_DEADLINE);
  }, 180_000);

  afterAll(() => harness?.close());

  it('sends the announcement once after the flush, from its row', async () => {
    const { app } = harness;
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    const participant = await createAccount(app, 'participant');
    const eventId = await createSprint(app, organizer);
    await applyAs(app, participant, eventId, admin);
    const at = new Date(BEFORE_DEADLINE.getTime() + HOUR);
    const scheduled = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/announcements`,
      headers: organizer.auth,
      payload: { subject: 'Demo day', bodyMd: 'See you there.', segment: 'not_submitted', sendAt: at.toISOString() },
    });
    expect(scheduled.statusCode).toBe(201);

    await harness.schedulerRunning();
    // The announcement falls due, and Redis forgets everything.
    harness.setNow(new Date(at.getTime() + 60_000));
    await harness.flushRedis();

    const state = async () => {
      const [row] = await app
        .get(EntityManager)
        .fork()
        .execute<{ state: string }[]>('select state from announcements where id = ?', [scheduled.json().id]);
      return row.state;
    };
    await eventually(
      async () => ((await state()) === 'sent' ? true : undefined),
      4 * FLUSH_TICK_MS,
      'the announcement sent',
    );
    await harness.tickElsewhereAndWait();
    const emails = (await queuedEmails(app, participant.email)).filter((email) => email.template === 'announcement');
    expect(emails.map((email) => email.subject)).toEqual(['Demo day']);
  }, 60_000);
});
