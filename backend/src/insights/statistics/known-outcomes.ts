// The 'Too few ventures' rule (insights.md 'Which criteria predicted outcomes'): below 20 entries
// with a known outcome a figure is not shown, only this text.

export const MIN_KNOWN_OUTCOMES = 20;

export function tooFewText(n: number): string {
  return `Too few ventures with a known outcome to tell (n = ${n}).`;
}

export type FigureOrTooFew<T> = { enough: true; n: number; figure: T } | { enough: false; n: number; text: string };

/** The figure computed when n >= 20; otherwise the text, and `compute` is not called. */
export function figureOrTooFew<T>(n: number, compute: () => T): FigureOrTooFew<T> {
  if (n < MIN_KNOWN_OUTCOMES) return { enough: false, n, text: tooFewText(n) };
  return { enough: true, n, figure: compute() };
}
