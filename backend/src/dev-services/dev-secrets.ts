import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface DevSecrets {
  JWT_ACCESS_SECRET: string;
  JWT_REFRESH_SECRET: string;
  AUDIT_CHECKPOINT_KEY: string;
  /** Passwords of the embedded database's owner and runtime roles. */
  POSTGRES_OWNER_PASSWORD: string;
  POSTGRES_APP_PASSWORD: string;
}

const secret = () => randomBytes(48).toString('base64url');

/**
 * Development only: secrets generated once and kept in `.data/secrets.json`. One added by a later
 * version is generated into an existing file, and the ones already there are kept.
 */
export function loadOrCreateDevSecrets(dir: string): DevSecrets {
  const file = join(dir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<DevSecrets>) : {};
  const secrets: DevSecrets = {
    JWT_ACCESS_SECRET: stored.JWT_ACCESS_SECRET ?? secret(),
    JWT_REFRESH_SECRET: stored.JWT_REFRESH_SECRET ?? secret(),
    AUDIT_CHECKPOINT_KEY: stored.AUDIT_CHECKPOINT_KEY ?? secret(),
    POSTGRES_OWNER_PASSWORD: stored.POSTGRES_OWNER_PASSWORD ?? randomBytes(24).toString('hex'),
    POSTGRES_APP_PASSWORD: stored.POSTGRES_APP_PASSWORD ?? randomBytes(24).toString('hex'),
  };
  if (Object.keys(stored).length < Object.keys(secrets).length) {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
