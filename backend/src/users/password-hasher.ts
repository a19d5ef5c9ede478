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
    const started = performance.now();
    let matches: boolean;
    try {
      matches = await verify(passwordHash, password);
    } catch {
      return false;
    }
    remember(performance.now() - started);
    return matches;
  });
}

/** How long a real check takes on this machine lately (moving average), once one has run. */
let typicalCheckMs: number | undefined;

/** The time a burnt check holds its turn for, once a real check has run here. */
export function typicalPasswordCheckMs(): number | undefined {
  return typicalCheckMs;
}

function remember(checkMs: number): void {
  typicalCheckMs = typicalCheckMs === undefined ? checkMs : typicalCheckMs * 0.9 + checkMs * 0.1;
}

/**
 * Spent on unknown emails so that sign-in takes as long whether or not the account exists: a turn
 * in the same queue, held as long as a real check takes, but asleep. A flood of sign-ins with
 * made-up emails then costs no CPU (it still fills the queue, and gets 503 beyond it).
 */
let calibration: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  if (typicalCheckMs === undefined) {
    calibration ??= hash('not-a-real-password', ARGON2_OPTIONS);
    await passwordMatches(await calibration, password);
    return;
  }
  const waitMs = typicalCheckMs;
  await PASSWORD_WORK.run(() => new Promise<void>((resolve) => setTimeout(resolve, waitMs)));
}
