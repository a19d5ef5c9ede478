import { dataDir } from './data-dir.js';
import { loadOrCreateDevSecrets } from './dev-secrets.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ensureRedis, RedisUnavailable } from './local-redis.js';
import type { LocalService } from './local-service.js';
import { startMailCatcher } from './mail-catcher.js';

type Env = Record<string, string | undefined>;

export interface LocalServices {
  /** The environment with what the launcher provided filled in. */
  env: Env;
  started: LocalService[];
  stop: () => Promise<void>;
}

function port(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * What `npm start` adds on a bare machine: an embedded PostgreSQL when DATABASE_URL is unset (with
 * its owner role for migrations and runtime role for the app), a Redis when none answers, a mail
 * catcher when SMTP_URL is unset, and development secrets.
 */
export async function startLocalServices(
  source: Env,
  needs: { mail: boolean } = { mail: true },
): Promise<LocalServices> {
  const env: Env = { ...source };
  const started: LocalService[] = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  const production = env.NODE_ENV === 'production';

  try {
    const secrets = production ? undefined : loadOrCreateDevSecrets(dataDir(env));
    if (!env.DATABASE_URL && secrets) {
      const postgres = await startEmbeddedPostgres(
        dataDir(env, 'postgres'),
        port(env, 'EMBEDDED_POSTGRES_PORT', 54329),
        { owner: secrets.POSTGRES_OWNER_PASSWORD, app: secrets.POSTGRES_APP_PASSWORD },
      );
      env.DATABASE_URL = postgres.url;
      env.MIGRATION_DATABASE_URL = postgres.migrationUrl;
      started.push(postgres);
    }
    // A malformed REDIS_URL is reported by configuration validation, not probed.
    if (!production && /^rediss?:\/\//.test(env.REDIS_URL || 'redis://')) {
      const redis = await ensureRedis(env.REDIS_URL || 'redis://127.0.0.1:6379', dataDir(env, 'redis'));
      if (redis) started.push(redis);
    }
    if (!env.SMTP_URL && !production && needs.mail) {
      const mail = await startMailCatcher(port(env, 'MAILDEV_SMTP_PORT', 1025), port(env, 'MAILDEV_WEB_PORT', 1080));
      env.SMTP_URL = mail.smtpUrl;
      env.MAIL_INBOX_URL = mail.inboxUrl;
      started.push(mail);
    } else if (!env.SMTP_URL && !production) {
      // A CLI that sends nothing still needs a valid config: name the catcher `npm start` runs,
      // which is where the running app's relay delivers what such a command queues.
      env.SMTP_URL = `smtp://127.0.0.1:${port(env, 'MAILDEV_SMTP_PORT', 1025)}`;
    }
    if (secrets) {
      env.JWT_ACCESS_SECRET ||= secrets.JWT_ACCESS_SECRET;
      env.JWT_REFRESH_SECRET ||= secrets.JWT_REFRESH_SECRET;
      env.AUDIT_CHECKPOINT_KEY ||= secrets.AUDIT_CHECKPOINT_KEY;
    }
  } catch (error) {
    await stop();
    if (error instanceof RedisUnavailable) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  return { env, started, stop };
}
