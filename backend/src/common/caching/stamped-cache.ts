/** A computed value and, when the clock alone would change it, the moment it stops being true. */
export interface Stamped<V> {
  value: V;
  /** Null when only a new stamp changes it. */
  validUntil: Date | null;
}

interface Kept<V> {
  stamp: string;
  /** The clock when it was computed: a clock set back (tests) does not read a later value. */
  computedAt: Date;
  computed: Promise<Stamped<V>>;
}

/**
 * Values that are expensive to compute and cheap to prove unchanged, kept in memory by key while
 * their stamp (what the caller reads from the database on every call) stays the same and the clock
 * has not passed their `validUntil`. Callers that arrive while a value is computed share it; a
 * failed computation is not kept; past `capacity` keys the least recently used goes.
 *
 * The stamp must be read before the value is computed: a change committed in between then gives
 * a newer value under an older stamp (replaced on the next call), never an older value under a
 * newer one.
 */
export class StampedCache<V> {
  private readonly kept = new Map<string, Kept<V>>();

  constructor(private readonly capacity: number) {}

  async get(key: string, stamp: string, now: Date, compute: () => Promise<Stamped<V>>): Promise<V> {
    const kept = this.kept.get(key);
    if (kept?.stamp === stamp && kept.computedAt <= now) {
      const found = await kept.computed.catch(() => undefined);
      if (found && (found.validUntil === null || found.validUntil > now)) {
        this.touch(key, kept);
        return found.value;
      }
    }
    const computed = compute();
    const entry = { stamp, computedAt: now, computed };
    this.touch(key, entry);
    computed.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return (await computed).value;
  }

  /** How many keys are kept (tests and metrics). */
  get size(): number {
    return this.kept.size;
  }

  private touch(key: string, entry: Kept<V>): void {
    this.kept.delete(key);
    this.kept.set(key, entry);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }
}
