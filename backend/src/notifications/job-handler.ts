import { DiscoveryService } from '@nestjs/core';
import type { JobName } from '../transactions/job.js';
import type { QueueJob } from './jobs.js';

/** Processes one kind of job; the worker finds handlers by this decorator. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(job: QueueJob<N>): Promise<unknown>;
}

export const AsJobHandler = DiscoveryService.createDecorator<void>();
