import { type Budget, kilobytes, misses, type PageFigures } from './budgets.js';

export interface PageResult {
  path: string;
  budget: Budget;
  runs: PageFigures[];
  median: PageFigures;
}

/** One row per page, the median run's figures, and PASS or FAIL naming what missed. */
export function formatWebReport(results: readonly PageResult[]): string {
  const header = ['page', 'runs', 'perf', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'JS wire KB', 'JS KB', 'verdict'];
  const rows = results.map(({ path, budget, runs, median }) => {
    const missed = misses(median, budget);
    return [
      path,
      String(runs.length),
      `${median.performanceScore} (${runs.map((run) => run.performanceScore).join('/')})`,
      (median.lcpMs / 1000).toFixed(1),
      (median.fcpMs / 1000).toFixed(1),
      Math.round(median.tbtMs).toLocaleString('en-US'),
      median.cls.toFixed(3),
      kilobytes(median.jsWireBytes),
      kilobytes(median.jsBytes),
      missed.length === 0 ? 'PASS' : `FAIL: ${missed.join('; ')}`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function allPass(results: readonly PageResult[]): boolean {
  return results.every(({ budget, median }) => misses(median, budget).length === 0);
}
