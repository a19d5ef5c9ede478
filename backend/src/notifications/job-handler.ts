import type { Job } from 'bullmq';
import { DiscoveryService } from '@nestjs/core';

/** Processes one kind of job; the worker finds handlers by this decorator. */
export interface JobHandler {
  readonly jobName: string;
  handle(job: Job): Promise<unknown>;
}

export const AsJobHandler = DiscoveryService.createDecorator<void>();
