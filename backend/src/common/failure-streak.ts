import type { Logger } from '@nestjs/common';

/**
 * Logs an outage as two lines, not one per attempt: the first failure of a streak (with its
 * reason) and, once an attempt succeeds again, how many failed in between. For something tried
 * very often against a service that may be away for a while (Redis, PostgreSQL).
 */
export class FailureStreak {
  private failures = 0;

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'log'>,
    /** What fails, as the subject of a sentence: 'Publishing live events'. */
    private readonly what: string,
  ) {}

  /** Failures since the last success. */
  get count(): number {
    return this.failures;
  }

  failed(error: unknown): void {
    this.failures += 1;
    if (this.failures > 1) return;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`${this.what} failed: ${reason}; further failures are counted, not logged, until it works again`);
  }

  succeeded(): void {
    if (this.failures === 0) return;
    this.logger.log(`${this.what} works again after ${this.failures} failure(s) in a row`);
    this.failures = 0;
  }
}
