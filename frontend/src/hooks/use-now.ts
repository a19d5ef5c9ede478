import { useEffect, useState } from 'react';

import { renderMoment } from '@/lib/render-moment';

/** A moment the caller's view changes at: an ISO date-time or epoch milliseconds. */
export type Moment = string | number;

/**
 * How long until the next tick: `intervalMs`, or less when one of `moments` comes sooner, so a
 * phase that changes at a deadline changes at the deadline, not up to an interval later.
 */
export function nextTickDelay(now: number, intervalMs: number, moments: readonly Moment[] = []): number {
  let delay = intervalMs;
  for (const moment of moments) {
    const until = new Date(moment).getTime() - now;
    if (until > 0 && until < delay) delay = until;
  }
  return delay;
}

/**
 * The current time, moved on every `intervalMs` and exactly at each moment `momentsAfter(now)`
 * names (keep the function stable, e.g. with useCallback), for countdowns and phases that must not
 * go stale while the page stays open.
 */
export function useNow(intervalMs = 30_000, momentsAfter?: (now: number) => readonly Moment[]): number {
  const [now, setNow] = useState(renderMoment);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    const schedule = () => {
      const at = Date.now();
      timer = window.setTimeout(tick, nextTickDelay(at, intervalMs, momentsAfter?.(at)));
    };
    // The first tick comes at once: a hydrated page started from the server's moment, not the clock's.
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [intervalMs, momentsAfter]);
  return now;
}
