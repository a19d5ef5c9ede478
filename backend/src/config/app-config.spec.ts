import { ConfigError, loadConfig } from './app-config.js';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sprintboard',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  JWT_ACCESS_SECRET: 'a'.repeat(32),
  JWT_REFRESH_SECRET: 'b'.repeat(32),
  AUDIT_CHECKPOINT_KEY: 'c'.repeat(32),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(valid);
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.worker.inProcess).toBe(true);
    expect(config.databaseTimeouts).toEqual({
      statementMs: 15_000,
      lockMs: 5_000,
      idleInTransactionMs: 10_000,
      keepAliveMs: 10_000,
    });
    expect(config.migrationDatabaseUrl).toBe(valid.DATABASE_URL);
    expect(config.auditCheckpoint.every).toBe(100);
  });

  it('migrates through MIGRATION_DATABASE_URL when given (the owner role)', () => {
    const owner = 'postgres://owner@127.0.0.1:5432/sprintboard';
    expect(loadConfig({ ...valid, MIGRATION_DATABASE_URL: owner }).migrationDatabaseUrl).toBe(owner);
  });

  it('derives APP_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ ...valid, PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ ...valid, APP_URL: 'https://sprint.example.com/' }).appUrl).toBe('https://sprint.example.com');
  });

  it('reports one line per problem, all at once', () => {
    const problems = problemsOf({ PORT: 'eighty', REDIS_URL: 'http://x', JWT_ACCESS_SECRET: 'short' });
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'DATABASE_URL is required (a postgres:// URL)',
      'REDIS_URL must start with redis:// or rediss:// (got "http://")',
      'SMTP_URL is required (a smtp:// URL)',
      'AUDIT_CHECKPOINT_KEY is required (at least 32 random characters)',
      'JWT_ACCESS_SECRET must be at least 32 characters long',
      'JWT_REFRESH_SECRET is required (at least 32 random characters)',
    ]);
  });

  it('refuses identical token secrets in production', () => {
    expect(
      problemsOf({
        ...valid,
        NODE_ENV: 'production',
        APP_URL: 'https://sprint.example.com',
        JWT_REFRESH_SECRET: valid.JWT_ACCESS_SECRET,
      }),
    ).toEqual(['JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ']);
  });

  it('trusts no proxy unless TRUST_PROXY lists addresses or CIDRs', () => {
    expect(loadConfig(valid).trustProxy).toEqual([]);
    expect(loadConfig({ ...valid, TRUST_PROXY: '10.0.0.0/8, 192.168.1.2,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.2',
      'fd00::/8',
    ]);
    expect(problemsOf({ ...valid, TRUST_PROXY: '10.0.0.0/33, proxy.local' })).toEqual([
      'TRUST_PROXY must list IP addresses or CIDRs, comma-separated (got "10.0.0.0/33, proxy.local")',
    ]);
  });

  it('refuses an http APP_URL in production unless ALLOW_INSECURE_APP_URL=true', () => {
    const production = { ...valid, NODE_ENV: 'production' };
    expect(problemsOf({ ...production, APP_URL: 'http://sprint.example.com' })).toEqual([
      'APP_URL must be https:// in production (set ALLOW_INSECURE_APP_URL=true to allow http://)',
    ]);
    // Without APP_URL, the default sender (no-reply@localhost) is refused too.
    expect(problemsOf(production)).toHaveLength(2);
    expect(problemsOf({ ...production, APP_URL: 'https://sprint.example.com' })).toEqual([]);
    expect(problemsOf({ ...production, APP_URL: 'http://localhost:3000', ALLOW_INSECURE_APP_URL: 'true' })).toEqual([]);
    expect(problemsOf({ ...valid, APP_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('sends from MAIL_FROM, with the product name when it gives none', () => {
    expect(loadConfig(valid).mailFrom).toBe('Sprintboard <no-reply@localhost>');
    expect(loadConfig({ ...valid, APP_URL: 'https://sprint.example.com' }).mailFrom).toBe(
      'Sprintboard <no-reply@sprint.example.com>',
    );
    expect(loadConfig({ ...valid, MAIL_FROM: 'hello@sprint.example.com' }).mailFrom).toBe(
      'Sprintboard <hello@sprint.example.com>',
    );
    expect(loadConfig({ ...valid, MAIL_FROM: '<hello@sprint.example.com>' }).mailFrom).toBe(
      'Sprintboard <hello@sprint.example.com>',
    );
    expect(loadConfig({ ...valid, MAIL_FROM: 'Civic Lab <hello@civic.example>' }).mailFrom).toBe(
      'Civic Lab <hello@civic.example>',
    );
    expect(problemsOf({ ...valid, MAIL_FROM: 'Sprintboard' })).toEqual([
      'MAIL_FROM must be an email address, optionally with a name: "Name <address>" (got "Sprintboard")',
    ]);
  });

  it('refuses a sender at localhost, an IP address or a bare host in production', () => {
    const production = { ...valid, NODE_ENV: 'production', APP_URL: 'https://sprint.example.com' };
    for (const mailFrom of [
      'Sprintboard <no-reply@localhost>',
      'no-reply@LOCALHOST',
      'Sprintboard <no-reply@127.0.0.1>',
      'no-reply@[::1]',
      'Sprintboard <no-reply@mailhost>',
    ]) {
      const domain = mailFrom.replace(/^.*@|>$/g, '');
      expect(problemsOf({ ...production, MAIL_FROM: mailFrom })).toEqual([
        `MAIL_FROM must not send from ${domain} in production: set it to an address at your domain, e.g. "Sprintboard <no-reply@example.com>" (got "${mailFrom}")`,
      ]);
    }
    // The default follows APP_URL: a production APP_URL on a bare host gives a refused sender.
    expect(problemsOf({ ...production, APP_URL: 'https://intranet' })).toHaveLength(1);
    expect(problemsOf({ ...production, MAIL_FROM: 'no-reply@sprint.example.com' })).toEqual([]);
    expect(problemsOf(production)).toEqual([]);
    // Outside production, and in a local try-out (an http APP_URL on this machine), it may.
    expect(problemsOf({ ...valid, MAIL_FROM: 'no-reply@localhost' })).toEqual([]);
    expect(problemsOf({ ...valid, NODE_ENV: 'production', ALLOW_INSECURE_APP_URL: 'true' })).toEqual([]);
    expect(problemsOf({ ...production, ALLOW_INSECURE_APP_URL: 'true', MAIL_FROM: 'no-reply@localhost' })).toHaveLength(
      1,
    );
  });
});
