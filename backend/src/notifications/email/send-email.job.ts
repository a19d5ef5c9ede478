import { Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { AsJobHandler, type JobHandler } from '../job-handler.js';
import type { QueueJob } from '../jobs.js';
import { EmailDeliveryRecorder } from './email-delivery-recorder.js';
import { isPermanentSmtpFailure } from './email-message.js';
import { Mailer } from './mailer.js';

/** Sends one email of the outbox. Throwing makes BullMQ retry with exponential backoff. */
@Injectable()
@AsJobHandler()
export class SendEmailJob implements JobHandler<'email.send'> {
  readonly jobName = 'email.send';

  constructor(
    private readonly mailer: Mailer,
    private readonly deliveries: EmailDeliveryRecorder,
  ) {}

  async handle(job: QueueJob<'email.send'>): Promise<string> {
    // The job id is the outbox id (as is job.data.outboxId), also for jobs queued by older versions.
    const outboxId = job.id;
    if (!outboxId) throw new UnrecoverableError('email job without an outbox id');
    const attempt = await this.deliveries.startAttempt(outboxId);
    if (!attempt) return 'already-final';

    try {
      await this.mailer.send(attempt.message, attempt.messageId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentSmtpFailure(error);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (permanent || lastAttempt) {
        await this.deliveries.recordUndelivered(outboxId, attempt.attempts, reason, permanent);
        throw new UnrecoverableError(reason);
      }
      await this.deliveries.recordRetrying(outboxId, reason);
      throw error;
    }
    await this.deliveries.recordSent(outboxId, attempt);
    return 'sent';
  }
}
