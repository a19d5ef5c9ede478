import { setTimeout as sleep } from 'node:timers/promises';
import { PasswordWorkBusy } from '../users/users.errors.js';
import { OneTimeLinkExpired } from './auth.errors.js';

/**
 * How long refusals a flood is made of wait before they are answered. A held answer costs a timer,
 * not CPU, and a flooder waiting on its answers (every HTTP client does) sends fewer requests:
 * 200 connections then cost at most 200 / 0.4 s, however fast the refusal itself is.
 */
export const REFUSAL_PAUSE_MS = 400;

/** Answers that only a flooder or a stale link meets: a full password queue, a bogus or used link. */
function isFloodRefusal(error: unknown): boolean {
  return error instanceof PasswordWorkBusy || error instanceof OneTimeLinkExpired;
}

export async function pauseBeforeRefusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isFloodRefusal(error)) await sleep(REFUSAL_PAUSE_MS);
    throw error;
  }
}
