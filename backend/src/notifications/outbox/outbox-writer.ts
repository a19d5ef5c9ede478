import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobName } from '../jobs.js';

export interface PendingJob {
  id?: string;
  jobName: JobName;
  payload: Record<string, unknown>;
}

/** Writes outbox rows inside the caller's transaction; the relay publishes them after commit. */
@Injectable()
export class OutboxWriter {
  async write(em: EntityManager, jobs: PendingJob[]): Promise<string[]> {
    const ids: string[] = [];
    for (const job of jobs) {
      const id = job.id ?? randomUUID();
      await em.execute('insert into outbox_messages (id, job_name, payload) values (?, ?, ?::jsonb)', [
        id,
        job.jobName,
        JSON.stringify(job.payload),
      ]);
      ids.push(id);
    }
    return ids;
  }
}
