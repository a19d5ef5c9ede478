import { Redis, type RedisOptions } from 'ioredis';

/**
 * Producers fail fast while Redis is away (the outbox keeps the rows); workers wait forever
 * for it to come back, as BullMQ requires.
 */
export function createRedisConnection(url: string, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'producer'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }
      : { maxRetriesPerRequest: null };
  const redis = new Redis(url, { ...options, retryStrategy: (times) => Math.min(times * 200, 2000) });
  // Connection errors surface through failed commands; an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  return redis;
}
