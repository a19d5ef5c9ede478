// Issue 29: the bootstrap of the insights screen, timed alone (pure CPU, no database or server).
// 3,000 entries x 2,000 resamples x 6 statistics (5 criteria and the overall score, each an AUC
// against the outcome), the size of 10 cohorts x 300 entries; the screen's budget is p95 < 300 ms
// for everything, so this part should take well under that.
//
//   node --import @swc-node/register/esm-register bench/insights-statistics.ts
//
// Prints the median and slowest of BENCH_RUNS (default 15) runs after 3 warm-up runs, and the
// cost of the same work done the slow way (a fresh sort per resample) on a few resamples, and the
// time of the suggested weights' cross-validated fit on the same 3,000 entries x 5 criteria.

import { loadavg } from 'node:os';
import { prepareAuc } from '../src/insights/statistics/auc.js';
import { percentileBootstrap } from '../src/insights/statistics/bootstrap.js';
import { mulberry32 } from '../src/insights/statistics/seeded-random.js';
import { suggestWeights } from '../src/insights/statistics/suggested-weights.js';

const ENTRIES = 3000;
const STATISTICS = 6;
const RESAMPLES = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LOAD = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');

const random = mulberry32(29);
const outcomes = Array.from({ length: ENTRIES }, () => random() < 0.3);
// Per-criterion averages of 3 sheets of 1-5 scores: many ties, as real data has.
const criteria = Array.from({ length: STATISTICS - 1 }, () =>
  outcomes.map((positive) => {
    let sum = 0;
    for (let sheet = 0; sheet < 3; sheet++) sum += Math.min(5, 1 + Math.floor(random() * 5 + (positive ? 0.6 : 0)));
    return sum / 3;
  }),
);
const overall = outcomes.map((_, i) => criteria.reduce((sum, scores) => sum + scores[i], 0) / criteria.length);
const allScores = [...criteria, overall];

function run(): { ms: number; cpuMs: number; prepareMs: number; widths: number[] } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const prepared = allScores.map((scores) => prepareAuc(scores, outcomes));
  const prepareMs = performance.now() - started;
  const intervals = percentileBootstrap(
    prepared.map((statistic) => (counts: Uint32Array) => statistic.aucOf(counts)),
    { size: ENTRIES, seed: 1, resamples: RESAMPLES, strata: outcomes },
  );
  return {
    ms: performance.now() - started,
    cpuMs: process.cpuUsage(cpu).user / 1000,
    prepareMs,
    widths: intervals.map((interval) => (interval ? interval.high - interval.low : Number.NaN)),
  };
}

/** The slow way, for comparison: copy each resample and sort it again (per statistic). */
function sortEachResample(resamples: number): number {
  const started = performance.now();
  const draw = mulberry32(2);
  for (let b = 0; b < resamples; b++) {
    const picked = Int32Array.from({ length: ENTRIES }, () => Math.floor(draw() * ENTRIES));
    for (const scores of allScores) {
      const s = Array.from(picked, (i) => scores[i]);
      const o = Array.from(picked, (i) => outcomes[i]);
      prepareAuc(s, o).aucOf(new Uint8Array(ENTRIES).fill(1));
    }
  }
  return ((performance.now() - started) / resamples) * RESAMPLES;
}

for (let warm = 0; warm < 3; warm++) run();
const times: number[] = [];
const cpuTimes: number[] = [];
let last = run();
for (let r = 0; r < RUNS; r++) {
  last = run();
  times.push(last.ms);
  cpuTimes.push(last.cpuMs);
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`entries ${ENTRIES}, resamples ${RESAMPLES}, statistics ${STATISTICS}, runs ${RUNS}`);
console.log(
  `bootstrap (sort once, count multiplicities): median ${fmt(times[Math.floor(times.length / 2)])}, slowest ${fmt(times[times.length - 1])}`,
);
console.log(`  CPU time of this process (less sensitive to other load): median ${fmt(cpuTimes[Math.floor(RUNS / 2)])}`);
console.log(`  load average when started: ${LOAD}`);
console.log(`  of which sorting once: ${fmt(last.prepareMs)}`);
console.log(`  90% interval widths: ${last.widths.map((w) => w.toFixed(3)).join(', ')}`);
const rows = outcomes.map((_, i) => criteria.map((scores) => scores[i]));
const features = criteria.map((_, j) => `criterion ${j + 1}`);
suggestWeights({ features, rows, outcomes, seed: 1 });
const fitStarted = performance.now();
const suggested = suggestWeights({ features, rows, outcomes, seed: 1 })!;
console.log(
  `suggested weights (5-fold CV over ${suggested.grid.length} ridge strengths, then the refit): ${fmt(performance.now() - fitStarted)}, CV AUC ${suggested.cvAuc?.toFixed(3)}`,
);
console.log(`re-sorting every resample instead (estimated from 50): ${fmt(sortEachResample(50))}`);
