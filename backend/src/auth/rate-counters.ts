/** A counter's value and the seconds until it is forgotten. */
export interface CounterState {
  count: number;
  ttlSeconds: number;
}

/** Expiring counters behind the rate limits: Redis normally, process memory while Redis is away. */
export interface RateCounters {
  /**
   * Adds one. `fixed`: the window starts with the first hit and never moves; `sliding`: every hit
   * restarts it, so the counter is forgotten a whole window after the last hit.
   */
  increment(key: string, windowSeconds: number, mode: 'fixed' | 'sliding'): Promise<CounterState>;
  read(key: string): Promise<CounterState>;
  clear(key: string): Promise<void>;
}

/** Bounds the fallback's memory when a flood brings many distinct keys while Redis is down. */
const MAX_KEYS = 100_000;

/** Counters of this process only: the fallback, so limits still hold while Redis is down. */
export class MemoryRateCounters implements RateCounters {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  increment(key: string, windowSeconds: number, mode: 'fixed' | 'sliding'): Promise<CounterState> {
    const now = Date.now();
    const current = this.live(key, now);
    const entry = current ?? { count: 0, expiresAt: now + windowSeconds * 1000 };
    entry.count += 1;
    if (mode === 'sliding') entry.expiresAt = now + windowSeconds * 1000;
    if (!current) this.insert(key, entry, now);
    return Promise.resolve(stateOf(entry, now));
  }

  read(key: string): Promise<CounterState> {
    const now = Date.now();
    const entry = this.live(key, now);
    return Promise.resolve(entry ? stateOf(entry, now) : { count: 0, ttlSeconds: 0 });
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) this.entries.delete(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  private insert(key: string, entry: { count: number; expiresAt: number }, now: number): void {
    if (this.entries.size >= MAX_KEYS) {
      for (const [oldKey, old] of this.entries) if (old.expiresAt <= now) this.entries.delete(oldKey);
      // Still full: forget the oldest counters rather than grow without bound.
      for (const oldKey of this.entries.keys()) {
        if (this.entries.size < MAX_KEYS) break;
        this.entries.delete(oldKey);
      }
    }
    this.entries.set(key, entry);
  }
}

function stateOf(entry: { count: number; expiresAt: number }, now: number): CounterState {
  return { count: entry.count, ttlSeconds: Math.ceil((entry.expiresAt - now) / 1000) };
}
