import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { kyselyOf } from '../database/database.js';
import { CheckpointSigner, formatCheckpoint } from './checkpoint-signer.js';
import type { RecordedEvent } from './domain-event.js';

/**
 * Every `AUDIT_CHECKPOINT_EVERY` positions, the chain head is signed into `audit_checkpoints` and
 * written to the log. The verifier then knows how far the chain reached: a removed tail is as
 * visible as a changed row. Written after the commit, in a statement of its own, so the chain lock
 * is not held for it; a checkpoint that fails to write is still in the log.
 */
@Injectable()
export class AuditCheckpoints {
  private readonly logger = new Logger('AuditCheckpoint');
  private readonly every: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly signer: CheckpointSigner,
    private readonly em: EntityManager,
  ) {
    this.every = config.auditCheckpoint.every;
  }

  /** Signs the newest of `recorded` (all of one commit) if they reached the next multiple of N. */
  async committed(recorded: readonly RecordedEvent[]): Promise<void> {
    if (recorded.length === 0) return;
    const first = Math.min(...recorded.map(({ position }) => position));
    const newest = recorded.reduce((a, b) => (b.position > a.position ? b : a));
    if (Math.floor(newest.position / this.every) === Math.floor((first - 1) / this.every)) return;

    const checkpoint = this.signer.sign(newest.position, newest.hash);
    this.logger.log(`Audit checkpoint ${formatCheckpoint(checkpoint)}`);
    try {
      await kyselyOf<'audit_checkpoints'>(this.em.fork())
        .insertInto('audit_checkpoints')
        .values(checkpoint)
        .onConflict((conflict) => conflict.column('position').doNothing())
        .execute();
    } catch (error) {
      this.logger.warn(`Audit checkpoint ${checkpoint.position} not stored: ${String(error)}`);
    }
  }
}
