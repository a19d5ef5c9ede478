import { isIP } from 'node:net';
import { readStorageConfig, type StorageConfig } from './storage-config.js';

/** The one validated configuration object. Only this folder and the launcher read the environment. */
export type NodeEnvironment = 'development' | 'production' | 'test';

/** The product's name: the display name of every email's sender and the signature of its HTML part. */
export const PRODUCT_NAME = 'Sprintboard';

export interface AppConfig {
  nodeEnv: NodeEnvironment;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string;
  /**
   * Where migrations run: a role that owns the schema. DATABASE_URL's role (the runtime role) gets
   * only the rights the app needs, granted after each migration run; the two URLs may name the same
   * role only in a single-role install, which loses the protection of the event store.
   */
  migrationDatabaseUrl: string;
  /** Bounds on every connection of the app, so a stalled query or transaction cannot hold locks for long. */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl: string;
  /** Key prefix of every BullMQ queue, so several installs (or test runs) can share one Redis. */
  queuePrefix: string;
  smtpUrl: string;
  /** The sender of every email, always with a display name (the product's when MAIL_FROM gives none). */
  mailFrom: string;
  /** Shown in the start banner only: where the development mail catcher's inbox is. */
  mailInboxUrl: string | undefined;
  /** Signed chain heads (see audit/audit-checkpoints.ts): the key never goes to the database. */
  auditCheckpoint: { key: string; every: number };
  jwt: { accessSecret: string; refreshSecret: string; accessTtlSeconds: number; refreshTtlDays: number };
  /**
   * recoveryIntervalMs: how often the workers, together (one due time in PostgreSQL), look for
   * unfinished emails whose job Redis lost.
   */
  outbox: { pollIntervalMs: number; batchSize: number; recoveryIntervalMs: number };
  email: { attempts: number; backoffMs: number };
  /**
   * The one scheduler (notifications/schedule/due-work-tick.ts): a BullMQ job scheduler fires its
   * tick every tickIntervalMs; each tick runs every registered source of due work (check-ins...).
   */
  dueWork: { tickIntervalMs: number };
  /** The live stream (GET /api/stream): a comment every heartbeatMs keeps proxies from closing it. */
  live: {
    heartbeatMs: number;
    /** Streams one user may hold open on one instance (tabs, devices); the next is refused with 429. */
    maxStreamsPerUser: number;
    /** Streams one instance holds at most; the next is refused with 503, so sockets never run out. */
    maxStreams: number;
  };
  /**
   * How long one read of the public event list is served to everyone (see PublicEventsCache); 0
   * reads the database on every request (the benchmark's uncached scenario).
   */
  publicEventsCacheMs: number;
  worker: { inProcess: boolean; lockDurationMs: number; stalledIntervalMs: number; concurrency: number };
  /**
   * Addresses or CIDRs of the reverse proxies whose `X-Forwarded-*` headers are believed; empty:
   * none, the client is the socket's peer.
   */
  trustProxy: string[];
  /** Scales every auth rate limit (e.g. 10 for an end-to-end run where all traffic comes from one address). */
  rateLimitMultiplier: number;
  migrateOnStart: boolean;
  /** Serve the OpenAPI document and its UI at /api/docs (off in production unless API_DOCS=true). */
  apiDocs: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built frontend that the API serves; absent in API-only deployments. */
  frontendDist: string | undefined;
  /** Uploaded files: local disk (STORAGE_DIR, default `.data/uploads`) or S3-compatible (STORAGE_URL). */
  storage: StorageConfig;
}

export interface DatabaseTimeouts {
  /** PostgreSQL's statement_timeout: a statement running longer is cancelled. */
  statementMs: number;
  /** lock_timeout: a statement waiting longer for a lock (the event store's chain lock too) fails. */
  lockMs: number;
  /** idle_in_transaction_session_timeout: a transaction left idle longer is ended, its locks released. */
  idleInTransactionMs: number;
  /** TCP keepalive: after this much silence the socket is probed, so a vanished server is noticed. */
  keepAliveMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and validates configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = nodeEnv === 'production';
  const port = read.integer('PORT', 3000, 1, 65535);
  const appUrl = read.url('APP_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, '');
  // Over http the refresh cookie and the emailed links would travel in clear text.
  const allowInsecureAppUrl = read.boolean('ALLOW_INSECURE_APP_URL', false);
  if (production && appUrl.startsWith('http:') && !allowInsecureAppUrl) {
    problems.push('APP_URL must be https:// in production (set ALLOW_INSECURE_APP_URL=true to allow http://)');
  }

  const config: AppConfig = {
    nodeEnv,
    port,
    host: read.string('HOST', '0.0.0.0'),
    appUrl,
    databaseUrl: read.requiredUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
    migrationDatabaseUrl: read.url('MIGRATION_DATABASE_URL', env.DATABASE_URL?.trim() ?? '', [
      'postgres:',
      'postgresql:',
    ]),
    databaseTimeouts: {
      statementMs: read.integer('DB_STATEMENT_TIMEOUT_MS', 15_000, 100, 3_600_000),
      lockMs: read.integer('DB_LOCK_TIMEOUT_MS', 5_000, 50, 3_600_000),
      idleInTransactionMs: read.integer('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 100, 3_600_000),
      keepAliveMs: read.integer('DB_KEEPALIVE_MS', 10_000, 1_000, 3_600_000),
    },
    redisUrl: read.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    queuePrefix: read.string('QUEUE_PREFIX', 'sprintboard'),
    smtpUrl: read.requiredUrl('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFrom(read.string('MAIL_FROM', `${PRODUCT_NAME} <no-reply@${hostOf(appUrl)}>`), {
      production,
      localTryOut: allowInsecureAppUrl && isLocalHost(hostOf(appUrl)),
      problems,
    }),
    mailInboxUrl: env.MAIL_INBOX_URL || undefined,
    auditCheckpoint: {
      key: read.secret('AUDIT_CHECKPOINT_KEY'),
      every: read.integer('AUDIT_CHECKPOINT_EVERY', 100, 1, 1_000_000),
    },
    jwt: {
      accessSecret: read.secret('JWT_ACCESS_SECRET'),
      refreshSecret: read.secret('JWT_REFRESH_SECRET'),
      accessTtlSeconds: read.integer('JWT_ACCESS_TTL_SECONDS', 900, 30, 86_400),
      refreshTtlDays: read.integer('JWT_REFRESH_TTL_DAYS', 30, 1, 365),
    },
    outbox: {
      pollIntervalMs: read.integer('OUTBOX_POLL_INTERVAL_MS', 1000, 10, 60_000),
      batchSize: read.integer('OUTBOX_BATCH_SIZE', 100, 1, 1000),
      recoveryIntervalMs: read.integer('OUTBOX_RECOVERY_INTERVAL_MS', 60_000, 100, 3_600_000),
    },
    email: {
      attempts: read.integer('EMAIL_ATTEMPTS', 8, 1, 50),
      backoffMs: read.integer('EMAIL_BACKOFF_MS', 5000, 1, 3_600_000),
    },
    dueWork: {
      tickIntervalMs: read.integer('DUE_WORK_TICK_INTERVAL_MS', 60_000, 100, 3_600_000),
    },
    live: {
      heartbeatMs: read.integer('LIVE_HEARTBEAT_MS', 25_000, 10, 600_000),
      maxStreamsPerUser: read.integer('LIVE_MAX_STREAMS_PER_USER', 10, 1, 10_000),
      maxStreams: read.integer('LIVE_MAX_STREAMS', 10_000, 1, 1_000_000),
    },
    publicEventsCacheMs: read.integer('PUBLIC_EVENTS_CACHE_MS', 5_000, 0, 60_000),
    worker: {
      inProcess: read.boolean('WORKER_IN_PROCESS', true),
      lockDurationMs: read.integer('WORKER_LOCK_DURATION_MS', 30_000, 500, 600_000),
      stalledIntervalMs: read.integer('WORKER_STALLED_INTERVAL_MS', 30_000, 500, 600_000),
      concurrency: read.integer('WORKER_CONCURRENCY', 10, 1, 100),
    },
    trustProxy: read.proxyList('TRUST_PROXY'),
    rateLimitMultiplier: read.integer('RATE_LIMIT_MULTIPLIER', 1, 1, 1000),
    migrateOnStart: read.boolean('MIGRATE_ON_START', true),
    apiDocs: read.boolean('API_DOCS', !production),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info'),
    frontendDist: env.FRONTEND_DIST || undefined,
    storage: readStorageConfig(env, problems),
  };

  if (production && config.jwt.accessSecret === config.jwt.refreshSecret && config.jwt.accessSecret) {
    problems.push('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * MAIL_FROM as an address with a display name: `no-reply@example.com` becomes
 * `Sprintboard <no-reply@example.com>`. In production an address at a local host is refused:
 * receiving servers reject or bin mail from `localhost`, and replies go nowhere. Only a local
 * try-out (ALLOW_INSECURE_APP_URL with a local APP_URL, e.g. the Compose quick start) may send so.
 */
function mailFrom(value: string, rules: { production: boolean; localTryOut: boolean; problems: string[] }): string {
  const match = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  const domain = address?.split('@')[1];
  if (!match || !address || !domain || address.split('@').length !== 2) {
    rules.problems.push(
      `MAIL_FROM must be an email address, optionally with a name: "Name <address>" (got "${value}")`,
    );
    return value;
  }
  if (rules.production && !rules.localTryOut && isLocalHost(domain)) {
    rules.problems.push(
      `MAIL_FROM must not send from ${domain} in production: set it to an address at your domain, e.g. "${PRODUCT_NAME} <no-reply@example.com>" (got "${value}")`,
    );
  }
  const name = match[1]?.trim();
  return name ? value : `${PRODUCT_NAME} <${address}>`;
}

/** localhost, a loopback or other IP address, or a bare host name without a dot (no public domain). */
function isLocalHost(host: string): boolean {
  const bare = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return bare === 'localhost' || bare.endsWith('.localhost') || isIP(bare) !== 0 || !bare.includes('.');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'localhost';
  }
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  oneOf<const T extends readonly string[]>(name: string, allowed: T, fallback: T[number]): T[number] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (allowed.includes(value)) return value;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  url(name: string, fallback: string, protocols: string[]): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    return this.checkUrl(name, value, protocols) ? value : fallback;
  }

  requiredUrl(name: string, protocols: string[]): string {
    const value = this.raw(name);
    if (value === undefined) {
      this.problems.push(`${name} is required (a ${protocols[0]}// URL)`);
      return '';
    }
    return this.checkUrl(name, value, protocols) ? value : '';
  }

  /** Comma-separated IP addresses or CIDRs (`10.0.0.0/8`, `fd00::/8`). */
  proxyList(name: string): string[] {
    const entries = (this.raw(name) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
    if (invalid.length > 0) {
      this.problems.push(`${name} must list IP addresses or CIDRs, comma-separated (got "${invalid.join(', ')}")`);
      return [];
    }
    return entries;
  }

  secret(name: string): string {
    const value = this.raw(name);
    if (value === undefined) {
      this.problems.push(`${name} is required (at least 32 random characters)`);
      return '';
    }
    if (value.length < 32) this.problems.push(`${name} must be at least 32 characters long`);
    return value;
  }

  private checkUrl(name: string, value: string, protocols: string[]): boolean {
    try {
      const url = new URL(value);
      if (protocols.includes(url.protocol)) return true;
      this.problems.push(
        `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//")`,
      );
    } catch {
      this.problems.push(`${name} is not a valid URL`);
    }
    return false;
  }
}
