import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { BoundedQueue } from '../common/concurrency/bounded-queue.js';
import { PasswordWorkBusy } from './users.errors.js';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 hash and check in the process goes through here. Half the cores at most, so a
 * flood of sign-ins cannot starve everything else of CPU (and memory: 19 MiB each); a short
 * queue behind them, and 503 beyond it rather than an ever longer wait.
 */
export const PASSWORD_WORK = new BoundedQueue(
  Math.max(1, Math.floor(availableParallelism() / 2)),
  32,
  () => new PasswordWorkBusy(),
);

/** Refuses (503) up front when password work would be refused anyway, before the request costs more. */
export function ensurePasswordWorkRoom(): void {
  if (!PASSWORD_WORK.hasRoom()) throw new PasswordWorkBusy();
}

export function hashPassword(password: string): Promise<string> {
  return PASSWORD_WORK.run(() => hash(password, ARGON2_OPTIONS));
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  return PASSWORD_WORK.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Spent on unknown emails so that sign-in takes as long whether or not the account exists. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password', ARGON2_OPTIONS);
  await passwordMatches(await dummyHash, password);
}
