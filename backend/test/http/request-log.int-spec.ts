import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

/** The app in one NODE_ENV, its request log kept in `lines`. */
async function appLogging(nodeEnv: 'development' | 'production', lines: string[]): Promise<NestFastifyApplication> {
  const config = testConfig(await createTestDatabase(), { NODE_ENV: nodeEnv, LOG_LEVEL: 'info' });
  return startTestApp(config, { logStream: { write: (line: string) => void lines.push(line) } });
}

async function requests(app: NestFastifyApplication) {
  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.71.0.1' });
  expect((await get('/api/health')).statusCode).toBe(200);
  expect((await get('/api/me/profile?page=2')).statusCode).toBe(401);
  expect((await get('/api/nope?token=secret-link-token')).statusCode).toBe(404);
}

describe('the request log', () => {
  const apps: NestFastifyApplication[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('in development prints one short readable line per request, secrets in the query redacted', async () => {
    const lines: string[] = [];
    const warnings = jest.spyOn(process, 'emitWarning');
    const app = await appLogging('development', lines);
    apps.push(app);
    lines.length = 0;
    // Through Fastify's LogController, not its deprecated disableRequestLogging option.
    expect(warnings.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('disableRequestLogging'),
    );
    warnings.mockRestore();

    await requests(app);

    expect(lines).toEqual([
      expect.stringMatching(/^GET \/api\/health 200 \d+ ms\n$/),
      expect.stringMatching(/^GET \/api\/me\/profile\?page=2 401 \d+ ms\n$/),
      expect.stringMatching(/^GET \/api\/nope\?token=\[redacted\] 404 \d+ ms\n$/),
    ]);
  });

  it('in production keeps JSON lines: the request and its answer with reqId and response time', async () => {
    const lines: string[] = [];
    const app = await appLogging('production', lines);
    apps.push(app);
    lines.length = 0;

    await requests(app);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    expect(entries[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/health' },
    });
    expect(entries[5]).toMatchObject({ res: { statusCode: 404 }, responseTime: expect.any(Number) });
    expect(entries[4]).toMatchObject({ req: { url: '/api/nope?token=[redacted]' } });
    expect(lines.join('')).not.toContain('secret-link-token');
  });
});
