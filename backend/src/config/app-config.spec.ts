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
    expect(problemsOf({ ...valid, NODE_ENV: 'production', JWT_REFRESH_SECRET: valid.JWT_ACCESS_SECRET })).toEqual([
      'JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ',
    ]);
  });
});
