import type { Redis } from 'ioredis';
import type { CounterState, RateCounters } from './rate-counters.js';

/** Counters in Redis, shared by every app replica. Every call fails fast while Redis is away. */
export class RedisRateCounters implements RateCounters {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowSeconds: number, mode: 'fixed' | 'sliding'): Promise<CounterState> {
    const chain = this.redis.multi().incr(key);
    if (mode === 'fixed') chain.expire(key, windowSeconds, 'NX');
    else chain.expire(key, windowSeconds);
    return stateOf(await chain.ttl(key).exec(), 0, 2);
  }

  async read(key: string): Promise<CounterState> {
    return stateOf(await this.redis.multi().get(key).ttl(key).exec(), 0, 1);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

type MultiResults = [error: Error | null, result: unknown][] | null;

function stateOf(results: MultiResults, countAt: number, ttlAt: number): CounterState {
  if (!results) throw new Error('Redis discarded the rate limit transaction');
  const failed = results.find(([error]) => error);
  if (failed) throw failed[0] as Error;
  return { count: Number(results[countAt][1] ?? 0), ttlSeconds: Number(results[ttlAt][1]) };
}
