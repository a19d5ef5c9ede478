import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { createRedisConnection } from '../notifications/redis-connection.js';
import { RateLimited } from './auth.errors.js';

export interface RateLimit {
  /** Names the counter, e.g. 'sign-in:ip'. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Attempts allowed per window; generous for people, tight for scripts. */
export const RATE_LIMITS = {
  signInPerIp: { bucket: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { bucket: 'sign-in:account', limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { bucket: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60 },
  emailLinkPerIp: { bucket: 'email-link:ip', limit: 10, windowSeconds: 60 * 60 },
  emailLinkPerEmail: { bucket: 'email-link:email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/** Fixed-window counters in Redis, shared by every app replica. */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.redis = createRedisConnection(config.redisUrl, 'producer');
  }

  /** Counts one attempt; throws RateLimited (429) once the limit is passed. */
  async hit(limit: RateLimit, subject: string): Promise<void> {
    const key = `${this.config.queuePrefix}:rate:${limit.bucket}:${subject.toLowerCase()}`;
    let count: number;
    let ttl: number;
    try {
      const results = await this.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').ttl(key).exec();
      count = Number(results?.[0]?.[1]);
      ttl = Number(results?.[2]?.[1]);
    } catch (error) {
      // Without Redis the app still lets people in; the limit is a brake, not a lock.
      this.logger.warn(`Rate limiter unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (count > limit.limit * this.config.rateLimitMultiplier)
      throw new RateLimited(ttl > 0 ? ttl : limit.windowSeconds);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
