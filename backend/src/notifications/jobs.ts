/**
 * Every queue and job the app knows, by stable name. The worker checks at boot that each job has
 * a handler, so an outbox row can never name a job nobody processes.
 */
export const QUEUES = {
  email: 'email',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  sendEmail: { name: 'email.send', queue: QUEUES.email },
} as const satisfies Record<string, { name: string; queue: QueueName }>;
export type JobName = (typeof JOBS)[keyof typeof JOBS]['name'];

export function queueOfJob(jobName: string): QueueName {
  const job = Object.values(JOBS).find((candidate) => candidate.name === jobName);
  if (!job) throw new Error(`Unknown job "${jobName}"`);
  return job.queue;
}
