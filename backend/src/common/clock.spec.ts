import { Clock } from './clock.js';

describe('Clock', () => {
  const clock = new Clock();
  const moment = new Date('2020-03-04T16:00:00Z');

  it('answers the real time', () => {
    const before = Date.now();
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('stands at the given moment for the work it runs, through its awaits, and only there', async () => {
    let outside: Date | undefined;
    const elsewhere = new Promise<void>((resolve) =>
      setTimeout(() => {
        outside = clock.now();
        resolve();
      }, 5),
    );
    const inside = await Clock.standingAt(moment, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return [clock.now(), new Clock().now()];
    });
    await elsewhere;

    expect(inside).toEqual([moment, moment]);
    expect(outside!.getTime()).toBeGreaterThan(moment.getTime() + 24 * 3600 * 1000);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('hands out copies: a caller changing its date does not move the story', async () => {
    const after = await Clock.standingAt(moment, () => {
      clock.now().setFullYear(2000);
      return Promise.resolve(clock.now());
    });
    expect(after).toEqual(moment);
  });
});
