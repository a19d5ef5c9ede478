// A small seeded pseudo-random generator (mulberry32: a 32-bit state, one add and a few
// multiply-xorshift mixes per number). Deterministic for a seed on every platform, fast, and good
// enough for resampling and shuffling; not for anything secret.

// Bound once: a global lookup of `Math` per call is free in Node but some hundred times slower in
// the sandbox jest runs the unit tests in, which made the bootstrap's tests take seconds.
const { floor, imul } = Math;

/** A function answering a float in [0, 1) on each call. */
export type Random = () => number;

const INCREMENT = 0x6d2b79f5;

/**
 * The state after one step. Kept as a signed 32-bit integer (`| 0`, not `>>> 0`): the same bits,
 * but a value V8 holds unboxed, so a hot loop that carries the state itself (the bootstrap's draws)
 * allocates nothing and runs about twice as fast as calling a generator closure.
 */
export function nextState(state: number): number {
  return (state + INCREMENT) | 0;
}

/** The float in [0, 1) that a state gives (mulberry32's output mix). */
export function unitFloat(state: number): number {
  let t = imul(state ^ (state >>> 15), state | 1);
  t ^= t + imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A generator from a 32-bit seed (any number; only its low 32 bits count). */
export function mulberry32(seed: number): Random {
  let state = seed | 0;
  return () => {
    state = nextState(state);
    return unitFloat(state);
  };
}

/** An integer in [0, n) (n up to 2^32; the bias of flooring is below 2^-20 for n < 4,096). */
export function randomIndex(random: Random, n: number): number {
  return floor(random() * n);
}

/** A new array with the items in a seeded order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
