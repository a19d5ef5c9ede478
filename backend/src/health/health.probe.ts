import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { QueueProducer } from '../notifications/queue-producer.js';
import type { DependencyState, HealthDto } from './health.dto.js';

const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthProbe {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueProducer,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      this.state(
        kyselyOf<never>(this.em.fork())
          .selectNoFrom((eb) => eb.lit(1).as('up'))
          .execute()
          .then(() => true),
      ),
      this.state(this.queues.ping()),
    ]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'degraded', database, redis };
  }

  private async state(probe: Promise<boolean>): Promise<DependencyState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    try {
      return (await Promise.race([probe, timeout])) ? 'up' : 'down';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}
