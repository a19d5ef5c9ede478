import { StampedCache } from './stamped-cache.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** A computation that counts its calls and answers `value-<n>`. */
function counted(validUntil: Date | null = null) {
  let calls = 0;
  const compute = () => {
    calls += 1;
    return Promise.resolve({ value: `value-${calls}`, validUntil });
  };
  return { compute, calls: () => calls };
}

describe('StampedCache', () => {
  it('computes once while the stamp stays the same, and again once it changes', async () => {
    const cache = new StampedCache<string>(10);
    const { compute, calls } = counted();
    expect(await cache.get('page-1', '41', at(0), compute)).toBe('value-1');
    expect(await cache.get('page-1', '41', at(5), compute)).toBe('value-1');
    expect(await cache.get('page-1', '42', at(5), compute)).toBe('value-2');
    expect(calls()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cache = new StampedCache<string>(10);
    const { compute, calls } = counted();
    await cache.get('page-1', '41', at(0), compute);
    expect(await cache.get('page-2', '41', at(0), compute)).toBe('value-2');
    expect(calls()).toBe(2);
  });

  it('computes again once the clock reaches the value’s validUntil', async () => {
    const cache = new StampedCache<string>(10);
    const { compute, calls } = counted(at(30));
    await cache.get('page-1', '41', at(0), compute);
    expect(await cache.get('page-1', '41', at(29), compute)).toBe('value-1');
    expect(await cache.get('page-1', '41', at(30), compute)).toBe('value-2');
    expect(calls()).toBe(2);
  });

  it('does not hand a value computed later to a clock set back before it', async () => {
    const cache = new StampedCache<string>(10);
    const { compute, calls } = counted();
    await cache.get('page-1', '41', at(10), compute);
    expect(await cache.get('page-1', '41', at(5), compute)).toBe('value-2');
    expect(calls()).toBe(2);
  });

  it('shares one computation between callers that arrive while it runs', async () => {
    const cache = new StampedCache<string>(10);
    let release: (value: { value: string; validUntil: null }) => void = () => undefined;
    let calls = 0;
    const compute = () => {
      calls += 1;
      return new Promise<{ value: string; validUntil: null }>((resolve) => (release = resolve));
    };
    const first = cache.get('page-1', '41', at(0), compute);
    const second = cache.get('page-1', '41', at(0), compute);
    release({ value: 'shared', validUntil: null });
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure: the next call computes again', async () => {
    const cache = new StampedCache<string>(10);
    await expect(cache.get('page-1', '41', at(0), () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.get('page-1', '41', at(0), () => Promise.resolve({ value: 'back', validUntil: null }))).toBe(
      'back',
    );
  });

  it('lets the least recently used key go past its capacity', async () => {
    const cache = new StampedCache<string>(2);
    const { compute, calls } = counted();
    await cache.get('a', '41', at(0), compute);
    await cache.get('b', '41', at(0), compute);
    await cache.get('a', '41', at(0), compute); // a is now the most recently used
    await cache.get('c', '41', at(0), compute); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', '41', at(0), compute)).toBe('value-1');
    expect(await cache.get('b', '41', at(0), compute)).toBe('value-4');
    expect(calls()).toBe(4);
  });
});
