/** What one page measured: Lighthouse's figures and the JavaScript its first load fetched. */
export interface PageFigures {
  performanceScore: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (compressed, headers included) of every script the first load fetched. */
  jsWireBytes: number;
  /** The same scripts decompressed. */
  jsBytes: number;
}

export type PageKind = 'landing' | 'event' | 'admin';

/** Issue 18's targets. Admin pages are judged by their JavaScript only. */
export interface Budget {
  minPerformanceScore?: number;
  maxCls?: number;
  maxJsWireBytes: number;
}

export const KB = 1024;

export const BUDGETS: Record<PageKind, Budget> = {
  landing: { minPerformanceScore: 95, maxCls: 0.1, maxJsWireBytes: 120 * KB },
  event: { minPerformanceScore: 90, maxCls: 0.1, maxJsWireBytes: 120 * KB },
  admin: { maxJsWireBytes: 350 * KB },
};

/** Each target the figures miss, in words; empty when the page passes. */
export function misses(figures: PageFigures, budget: Budget): string[] {
  const missed: string[] = [];
  if (budget.minPerformanceScore !== undefined && figures.performanceScore < budget.minPerformanceScore) {
    missed.push(`performance ${figures.performanceScore} < ${budget.minPerformanceScore}`);
  }
  if (budget.maxCls !== undefined && !(figures.cls < budget.maxCls)) {
    missed.push(`CLS ${figures.cls.toFixed(3)} >= ${budget.maxCls}`);
  }
  if (figures.jsWireBytes > budget.maxJsWireBytes) {
    missed.push(`JS ${kilobytes(figures.jsWireBytes)} KB > ${kilobytes(budget.maxJsWireBytes)} KB on the wire`);
  }
  return missed;
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: readonly PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('No runs to take the median of');
  const sorted = runs.toSorted((a, b) => a.performanceScore - b.performanceScore || a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function kilobytes(bytes: number): string {
  return (bytes / KB).toFixed(1);
}
