import { PANEL_SHRINKAGE_ENTRIES, shrinkTowardPanel } from './shrinkage.js';

describe('shrinkTowardPanel', () => {
  it('weighs own and panel equally at n = k = 10', () => {
    // 10/20 · 0.8 + 10/20 · 0.6 = 0.4 + 0.3 = 0.7.
    expect(PANEL_SHRINKAGE_ENTRIES).toBe(10);
    expect(shrinkTowardPanel(0.8, 10, 0.6)).toBeCloseTo(0.7, 12);
  });

  it("moves toward the judge's own figure as n grows", () => {
    // n = 30: 30/40 · 0.8 + 10/40 · 0.6 = 0.6 + 0.15 = 0.75.
    expect(shrinkTowardPanel(0.8, 30, 0.6)).toBeCloseTo(0.75, 12);
    // n = 2: 2/12 · 0.9 + 10/12 · 0.5 = 0.15 + 0.41667 = 0.56667.
    expect(shrinkTowardPanel(0.9, 2, 0.5)).toBeCloseTo(0.15 + 5 / 12, 12);
    expect(shrinkTowardPanel(0.8, 10_000, 0.6)).toBeCloseTo(0.8, 3);
  });

  it('takes another k when given: k = 5, n = 15: 0.75 · 0.4 + 0.25 · 0.6 = 0.45', () => {
    expect(shrinkTowardPanel(0.4, 15, 0.6, 5)).toBeCloseTo(0.45, 12);
  });

  it("answers the panel's figure when the judge has no entries or no figure", () => {
    expect(shrinkTowardPanel(0.9, 0, 0.55)).toBe(0.55);
    expect(shrinkTowardPanel(null, 7, 0.55)).toBe(0.55);
  });

  it('refuses a negative n or a k that is not positive', () => {
    expect(() => shrinkTowardPanel(0.5, -1, 0.5)).toThrow();
    expect(() => shrinkTowardPanel(0.5, 3, 0.5, 0)).toThrow();
  });
});
