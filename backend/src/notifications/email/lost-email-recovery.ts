import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FailureStreak } from '../../common/failure-streak.js';
import { TaskSchedule } from '../schedule/task-schedule.js';
import { LostEmailJobs } from './lost-email-jobs.js';

/** The recovery's row in scheduled_tasks. */
export const LOST_EMAIL_RECOVERY_TASK = 'email.lost-job-recovery';

/**
 * Runs LostEmailJobs every recovery interval across all worker processes together: its due time is
 * kept in PostgreSQL, and each worker looks often whether it has come, so neither a restart nor a
 * Redis flush postpones the recovery. A timer per process would start over with every restart, and
 * a worker restarting more often than the interval would never recover a lost email.
 */
@Injectable()
export class LostEmailRecovery implements OnApplicationShutdown {
  private readonly logger = new Logger(LostEmailRecovery.name);
  private readonly failures = new FailureStreak(this.logger, 'Lost email recovery');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number | undefined> | undefined;

  constructor(
    private readonly schedule: TaskSchedule,
    private readonly lostEmails: LostEmailJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * How often a worker looks: a small part of the interval, so a run starts at most this late, and
   * no more often than the relay polls.
   */
  get tickMs(): number {
    const { pollIntervalMs, recoveryIntervalMs } = this.config.outbox;
    return Math.min(pollIntervalMs, Math.ceil(recoveryIntervalMs / 10));
  }

  start(): void {
    clearInterval(this.timer);
    this.timer = setInterval(() => void this.runIfDue(), this.tickMs);
    void this.runIfDue();
  }

  /**
   * Runs the recovery if it is due and no other worker claimed it first; answers how many emails it
   * queued again, or undefined when it did not run (not due, a run still going, a failure).
   */
  async runIfDue(): Promise<number | undefined> {
    if (this.running) return undefined;
    this.running = this.claimAndRun().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async claimAndRun(): Promise<number | undefined> {
    try {
      const due = await this.schedule.claimIfDue(LOST_EMAIL_RECOVERY_TASK, this.config.outbox.recoveryIntervalMs);
      const requeued = due ? await this.lostEmails.requeue() : undefined;
      this.failures.succeeded();
      return requeued;
    } catch (error) {
      this.failures.failed(error);
      return undefined;
    }
  }

  /** Stops looking and waits for a run in progress (graceful shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
