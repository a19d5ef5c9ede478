import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { LiveMessage } from '../../src/live/live-event.js';
import { LiveHub } from '../../src/live/live-hub.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { eventually } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';

const EVENTS_WHILE_DOWN = 500;

function liveMessage(index: number): LiveMessage {
  return {
    event: { type: 'probe.noted', recordId: `record-${index}` },
    audience: { everyone: false, userIds: [], recordKind: 'probe' },
  };
}

/** Issue 25, point 19: Redis away for a while is two log lines, not one per live event. */
describe('live hub while Redis is down', () => {
  const redis = { server: undefined as ThrowawayRedis | undefined };
  let hub: LiveHub;
  const warnings: string[] = [];
  const notes: string[] = [];

  beforeAll(async () => {
    redis.server = await ThrowawayRedis.create();
    await redis.server.start();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((text: unknown) => void warnings.push(String(text)));
    jest.spyOn(Logger.prototype, 'log').mockImplementation((text: unknown) => void notes.push(String(text)));
    // The hub needs Redis only; no database is opened.
    hub = new LiveHub(testConfig('postgres://nobody@127.0.0.1:1/none', { REDIS_URL: redis.server.url }));
    await hub.ready;
  });

  afterAll(async () => {
    hub?.onApplicationShutdown();
    jest.restoreAllMocks();
    await redis.server?.stop();
  });

  it('logs once when publishing starts failing and once when it works again, with the count in between', async () => {
    await hub.publish([liveMessage(0)]);
    expect(warnings).toEqual([]);

    await redis.server?.stop();
    for (let i = 1; i <= EVENTS_WHILE_DOWN; i += 1) await hub.publish([liveMessage(i)]);

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Publishing live events failed: .+; further failures are counted, not logged/);
    expect(notes).toEqual([]);

    await redis.server?.start();
    // Until the hub has reconnected, an event still fails and is counted.
    const [recovered] = await eventually(async () => {
      await hub.publish([liveMessage(0)]);
      return notes.length > 0 ? notes : undefined;
    }, 10_000);
    const failures = Number(/works again after (\d+) failure\(s\) in a row$/.exec(recovered)?.[1]);
    expect(failures).toBeGreaterThanOrEqual(EVENTS_WHILE_DOWN);
    expect(warnings).toHaveLength(1);
    expect(notes).toHaveLength(1);
  });
});
