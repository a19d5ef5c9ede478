import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config.js';
import { startLocalServices } from '../../src/dev-services/local-services.js';

/** The CLIs (seed, audit:rebuild, audit:verify, migrate, worker) start services without a mail catcher. */
describe('local services for a command that sends no mail', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sprintboard-local-services-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const base = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    REDIS_URL: 'redis://127.0.0.1:6379',
  };

  it('names the mail catcher npm start runs when SMTP_URL is unset, so the configuration loads', async () => {
    const services = await startLocalServices({ ...base, MAILDEV_SMTP_PORT: '1999' }, { mail: false });
    try {
      expect(services.env.SMTP_URL).toBe('smtp://127.0.0.1:1999');
      expect(services.started).toEqual([]);
      expect(() => loadConfig(services.env)).not.toThrow();
    } finally {
      await services.stop();
    }
  });

  it('keeps an SMTP_URL that is set', async () => {
    const services = await startLocalServices({ ...base, SMTP_URL: 'smtp://mail.example.com:587' }, { mail: false });
    expect(services.env.SMTP_URL).toBe('smtp://mail.example.com:587');
    await services.stop();
  });
});
