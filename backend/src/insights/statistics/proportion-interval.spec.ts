import { wilsonInterval, Z_90 } from './proportion-interval.js';

describe('wilsonInterval', () => {
  it('gives 12.7%-43.2% for 5 of 20 at 90%', () => {
    // p = 0.25, z² = 2.705545, z²/n = 0.135277; centre = (0.25 + 0.067639) / 1.135277 = 0.279789;
    // half = 1.644854 / 1.135277 · √(0.25 · 0.75 / 20 + 2.705545 / 1600) = 1.448875 · 0.105195 = 0.152415.
    const interval = wilsonInterval(5, 20)!;
    expect(interval.low).toBeCloseTo(0.127374, 5);
    expect(interval.high).toBeCloseTo(0.432204, 5);
  });

  it('is not a point at 0% or 100%, and stays inside 0-1', () => {
    const none = wilsonInterval(0, 20)!;
    expect(none.low).toBe(0);
    // high = z²/n / (1 + z²/n) = 0.135277 / 1.135277 = 0.119158.
    expect(none.high).toBeCloseTo(0.119158, 5);
    const all = wilsonInterval(20, 20)!;
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(1 - 0.119158, 5);
  });

  it('narrows as n grows around the same share', () => {
    const small = wilsonInterval(3, 10)!;
    const large = wilsonInterval(300, 1000)!;
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 5);
    expect(large.low).toBeLessThan(0.3);
    expect(large.high).toBeGreaterThan(0.3);
  });

  it('widens with z: 95% is wider than 90%', () => {
    const ninety = wilsonInterval(7, 25, Z_90)!;
    const ninetyFive = wilsonInterval(7, 25, 1.959963984540054)!;
    expect(ninetyFive.low).toBeLessThan(ninety.low);
    expect(ninetyFive.high).toBeGreaterThan(ninety.high);
  });

  it('answers null for n = 0 and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow();
    expect(() => wilsonInterval(-1, 2)).toThrow();
    expect(() => wilsonInterval(1.5, 2)).toThrow();
  });
});
