import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { createRedisConnection } from '../notifications/redis-connection.js';
import { RateLimited } from './auth.errors.js';
import { MemoryRateCounters, type RateCounters } from './rate-counters.js';
import { RedisRateCounters } from './redis-rate-counters.js';

export interface RateLimit {
  /** Names the counter, e.g. 'sign-in:ip'. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Failed attempts that may be made freely; after that each further attempt must wait, twice as
 * long each time. Only failures count, so the right password is never what locks someone out.
 */
export interface FailureLimit {
  bucket: string;
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the last one. */
  windowSeconds: number;
}

/** Attempts allowed per window; generous for people, tight for scripts. */
export const RATE_LIMITS = {
  signInPerIp: { bucket: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signUpPerIp: { bucket: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60 },
  emailLinkPerIp: { bucket: 'email-link:ip', limit: 10, windowSeconds: 60 * 60 },
  emailLinkPerEmail: { bucket: 'email-link:email', limit: 3, windowSeconds: 60 * 60 },
  /** Following an emailed link (verify, reset): guessing tokens is hopeless, but each try costs work. */
  linkUsePerIp: { bucket: 'link-use:ip', limit: 20, windowSeconds: 15 * 60 },
  /**
   * An email's unsubscribe link (its page and the one-click POST): looser than the others, since
   * mail providers send their users' one-click POSTs from a few addresses.
   */
  unsubscribePerIp: { bucket: 'unsubscribe:ip', limit: 300, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

/** Wrong passwords per (email, address): 5 free, then 5 s, 10 s, 20 s ... at most 15 minutes apart. */
export const SIGN_IN_FAILURES: FailureLimit = {
  bucket: 'sign-in:failures',
  freeFailures: 5,
  firstDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
};

const REDIS_WAIT_AT_START_MS = 3000;

/**
 * Counters in Redis, shared by every app replica. While Redis is away the limits still apply,
 * counted in this process (a replica then lets through its own share), and the switch is logged.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly redis: Redis;
  private readonly shared: RateCounters;
  private readonly local = new MemoryRateCounters();
  private redisDown = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.redis = createRedisConnection(config.redisUrl, 'producer');
    this.shared = new RedisRateCounters(this.redis);
  }

  /** Gives Redis a moment to connect, so the first requests after a start count in Redis too. */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise((resolve) => this.redis.once('ready', resolve)),
      new Promise((resolve) => (timer = setTimeout(resolve, REDIS_WAIT_AT_START_MS))),
    ]);
    clearTimeout(timer);
  }

  /** Counts one attempt; throws RateLimited (429) once the limit is passed. */
  async hit(limit: RateLimit, subject: string): Promise<void> {
    const { count, ttlSeconds } = await this.counters((c) =>
      c.increment(this.keyOf(limit.bucket, subject), limit.windowSeconds, 'fixed'),
    );
    if (count > limit.limit * this.config.rateLimitMultiplier) {
      throw new RateLimited(ttlSeconds > 0 ? ttlSeconds : limit.windowSeconds);
    }
  }

  /** Throws RateLimited (429) while the subject must still wait after its last failure. */
  async checkFailures(limit: FailureLimit, subject: string): Promise<void> {
    const { count, ttlSeconds } = await this.counters((c) => c.read(this.keyOf(limit.bucket, subject)));
    const sinceLastFailure = limit.windowSeconds - ttlSeconds;
    const wait = this.delayAfter(limit, count) - sinceLastFailure;
    if (count > 0 && wait > 0) throw new RateLimited(wait);
  }

  async recordFailure(limit: FailureLimit, subject: string): Promise<void> {
    await this.counters((c) => c.increment(this.keyOf(limit.bucket, subject), limit.windowSeconds, 'sliding'));
  }

  async clearFailures(limit: FailureLimit, subject: string): Promise<void> {
    await this.counters((c) => c.clear(this.keyOf(limit.bucket, subject)));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  private delayAfter(limit: FailureLimit, failures: number): number {
    const beyondFree = failures - limit.freeFailures * this.config.rateLimitMultiplier;
    if (beyondFree < 0) return 0;
    return Math.min(limit.maxDelaySeconds, limit.firstDelaySeconds * 2 ** Math.min(beyondFree, 30));
  }

  private keyOf(bucket: string, subject: string): string {
    return `${this.config.queuePrefix}:rate:${bucket}:${subject.toLowerCase()}`;
  }

  private async counters<T>(work: (counters: RateCounters) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work(this.shared);
    } catch (error) {
      if (!this.redisDown) {
        this.redisDown = true;
        this.logger.warn(
          `Rate limits fall back to in-process counters: Redis unavailable (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      return work(this.local);
    }
    if (this.redisDown) {
      this.redisDown = false;
      this.logger.log('Rate limits are kept in Redis again');
    }
    return result;
  }
}
