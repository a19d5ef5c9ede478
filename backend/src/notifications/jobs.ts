import type { Job } from 'bullmq';
import type { JobName } from '../transactions/job.js';
import type { EmailMessage } from './email/email-message.js';

declare module '../transactions/job.js' {
  interface JobPayloads {
    /** One email of the outbox (see email/send-email.job.ts); its job in Redis carries only the outbox id. */
    'email.send': EmailMessage;
  }
}

/**
 * Every queue and job the app knows, by stable name. The worker checks at boot that each job has
 * a handler, so an outbox row can never name a job nobody processes.
 */
export const QUEUES = {
  email: 'email',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The queue of every job of `JobPayloads`: a job declared without a queue does not compile. */
export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'email.send': QUEUES.email,
};

/**
 * What a BullMQ job carries: only the id of its outbox row. The payload (an email with its reset
 * link, say) stays in PostgreSQL, where the handler reads it, so Redis never holds it.
 */
export interface QueuedJobData {
  outboxId: string;
}

/** A BullMQ job of the given name(s); its payload (`JobPayloads[N]`) is in its outbox row. */
export type QueueJob<N extends JobName = JobName> = Job<QueuedJobData, unknown, N>;

export function queueOfJob(jobName: JobName): QueueName {
  return JOB_QUEUES[jobName];
}
