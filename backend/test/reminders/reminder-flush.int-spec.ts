import { EntityManager } from '@mikro-orm/postgresql';
import { createAccount } from '../support/accounts.js';
import { DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { FLUSH_TICK_MS, SchedulerAcrossFlush } from '../support/scheduler-across-flush.js';
import { eventually } from '../support/test-app.js';

const HOUR = 60 * 60_000;

/**
 * Issue 30 'Scheduling that survives Redis': a FLUSHALL between ticks loses no reminder and doubles
 * none: reminder_deliveries in PostgreSQL say who was reminded.
 */
describe('automatic reminders across a Redis flush', () => {
  let harness: SchedulerAcrossFlush;

  beforeAll(async () => {
    harness = await SchedulerAcrossFlush.start();
  }, 180_000);

  afterAll(() => harness?.close());

  it('sends the submission reminder once, across ticks and a flush', async () => {
    const { app } = harness;
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    const participant = await createAccount(app, 'participant');
    const eventId = await createSprint(app, organizer);
    await applyAs(app, participant, eventId, admin);
    // Approval asks to confirm the spot (else it expires): arranged as confirmed.
    await app
      .get(EntityManager)
      .fork()
      .execute(
        'update spot_confirmations set confirmed_at = now() where application_id in (select id from applications where event_id = ?)',
        [eventId],
      );
    harness.setNow(new Date(DEADLINE.getTime() - 30 * HOUR));
    await harness.schedulerRunning();
    const reminders = async () =>
      (await queuedEmails(app, participant.email)).filter((email) => email.template === 'reminder.submission_deadline');

    // The '24 h before' reminder falls due; a tick sends it, then Redis forgets everything.
    harness.setNow(new Date(DEADLINE.getTime() - 23 * HOUR));
    await eventually(
      async () => ((await reminders()).length > 0 ? true : undefined),
      4 * FLUSH_TICK_MS,
      'the reminder',
    );
    await harness.flushRedis();

    // The scheduler comes back and ticks again, and another instance ticks too: nothing twice.
    await harness.schedulerRunning(4 * FLUSH_TICK_MS);
    await harness.tickElsewhereAndWait();
    expect(await reminders()).toHaveLength(1);
  }, 60_000);
});
