import { BoundedQueue } from './bounded-queue.js';

function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('BoundedQueue', () => {
  it('runs up to its concurrency at once, queues up to its limit, and refuses the rest', async () => {
    const queue = new BoundedQueue(2, 1, () => new Error('busy'));
    const blockers = [gate(), gate(), gate()];
    let active = 0;
    let most = 0;
    const jobs = blockers.map((blocker, i) =>
      queue.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await blocker.promise;
        active -= 1;
        return i;
      }),
    );
    await expect(queue.run(() => Promise.resolve('late'))).rejects.toThrow('busy');

    blockers.forEach((blocker) => blocker.open());
    await expect(Promise.all(jobs)).resolves.toEqual([0, 1, 2]);
    expect(most).toBe(2);
    expect(queue.started).toBe(3);
    // Everything finished: the full capacity is free again.
    await expect(queue.run(() => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new BoundedQueue(1, 0, () => new Error('busy'));
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
