/** The judge's progress line on /judging and the dashboard: '{n} of {m} scored'. */
export function scoredProgressText(scored: number, assigned: number): string {
  return `${scored} of ${assigned} scored`;
}

/** Percent (0-100, whole) for a progress bar; 0 when there is nothing to do yet. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}
