// A judge's (or reviewer's) AUC shrunk toward the panel's (insights.md 'Judges and reviewers'):
//   shrunk = n/(n+k) · own + k/(n+k) · panel
// where n is the entries with a known outcome that they scored.

/**
 * k: the entries at which a judge's own figure and the panel's count equally. Chosen as the ratio
 * of the noise in one judge's AUC to the spread of true judge skill: an AUC over n entries with
 * about 30% positives has variance near 1/(12·n·0.3·0.7) ≈ 0.4/n (Hanley-McNeil near 0.5), and
 * judges' true AUCs plausibly differ by a standard deviation of about 0.2 (variance 0.04), so
 * k ≈ 0.4 / 0.04 = 10. A judge with 10 known outcomes moves halfway from the panel; with 40, 80%.
 */
export const PANEL_SHRINKAGE_ENTRIES = 10;

/** The shrunk figure; the panel's alone when the judge has no entries (or no own figure). */
export function shrinkTowardPanel(
  own: number | null,
  n: number,
  panel: number,
  k: number = PANEL_SHRINKAGE_ENTRIES,
): number {
  if (!(n >= 0) || !(k > 0)) throw new Error('n must be at least 0 and k positive');
  if (own === null || n === 0) return panel;
  return (n / (n + k)) * own + (k / (n + k)) * panel;
}
