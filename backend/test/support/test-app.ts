import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp, type HttpAppOptions } from '../../src/http-app.js';
import type { AppConfig } from '../../src/config/app-config.js';

/** The real HTTP app, initialised and ready for `app.inject(...)` or supertest. */
export async function startTestApp(
  config: AppConfig,
  options: Partial<HttpAppOptions> = {},
): Promise<NestFastifyApplication> {
  const app = await createHttpApp(config, { runWorkers: false, ...options });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Polls until `check` returns a value that is not undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
