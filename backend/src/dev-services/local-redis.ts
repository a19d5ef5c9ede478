import { spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import type { LocalService } from './local-service.js';

export class RedisUnavailable extends Error {}

/**
 * Uses the Redis at REDIS_URL; when nothing answers and `redis-server` is installed, starts one
 * on that port with its data under `.data/redis`.
 */
export async function ensureRedis(url: string, dir: string): Promise<LocalService | undefined> {
  if (await redisAnswers(url)) return undefined;
  const { hostname, port } = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
  const installed = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!local || !installed) {
    throw new RedisUnavailable(
      `Nothing answers at REDIS_URL=${url}: install Redis (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or run "docker compose up -d redis".`,
    );
  }
  const child = spawn(
    'redis-server',
    ['--port', port || '6379', '--bind', '127.0.0.1', '--dir', dir, '--save', '60 1', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let waited = 0; waited < 5000; waited += 100) {
    if (await redisAnswers(url)) {
      return {
        name: 'Redis (started by npm start)',
        stop: async () => {
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailable(`redis-server did not start on port ${port || '6379'}.`);
}

/** Whether a Redis answers PING at `url`; settles on the connection's events, never hangs. */
export function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 1000,
  });
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (answered: boolean) => {
      if (settled) return;
      settled = true;
      redis.disconnect();
      resolve(answered);
    };
    redis.once('error', () => finish(false));
    redis.once('end', () => finish(false));
    redis.once('ready', () => {
      redis.ping().then(
        (reply) => finish(reply === 'PONG'),
        () => finish(false),
      );
    });
    redis.connect().catch(() => finish(false));
  });
}
