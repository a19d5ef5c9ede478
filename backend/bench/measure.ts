import { type LoadRequest, type LoadSample, runLoad } from './load-run.js';
import { type Scenario, baselinePathOf } from './scenarios.js';
import type { BenchSettings } from './settings.js';

export const TARGETS = ['app', 'baseline'] as const;
export type Target = (typeof TARGETS)[number];

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  figures: Record<Target, Figures>;
}

export async function measureScenario(
  scenario: Scenario,
  baseUrls: Record<Target, string>,
  settings: BenchSettings,
): Promise<ScenarioResult> {
  const requests: Record<Target, LoadRequest> = {
    app: loadRequest(scenario, 'app', baseUrls.app),
    baseline: loadRequest(scenario, 'baseline', baseUrls.baseline),
  };

  const connections = scenario.connections ?? settings.connections;
  if (settings.warmupSeconds > 0) {
    for (const target of TARGETS) {
      console.error(`${scenario.id}: warming up ${target} (${settings.warmupSeconds} s)`);
      await runLoad(requests[target], connections, settings.warmupSeconds);
    }
  }

  const samples: Record<Target, LoadSample[]> = { app: [], baseline: [] };
  for (let round = 1; round <= settings.runsPerTarget; round += 1) {
    // Alternating which side goes first (app, baseline, baseline, app, ...) spreads slow drift in
    // the machine's state evenly over both sides instead of always favouring one.
    const order = round % 2 === 1 ? TARGETS : TARGETS.toReversed();
    for (const target of order) {
      const sample = await runLoad(requests[target], connections, settings.runSeconds);
      samples[target].push(sample);
      const perSecond = Math.round(sample.responses / sample.seconds);
      console.error(`${scenario.id}: ${target} run ${round}/${settings.runsPerTarget}: ${perSecond} req/s`);
    }
  }
  return { scenario, figures: { app: summarize(samples.app), baseline: summarize(samples.baseline) } };
}

function loadRequest(scenario: Scenario, target: Target, baseUrl: string): LoadRequest {
  const path = target === 'app' ? scenario.appPath : baselinePathOf(scenario);
  const request: LoadRequest = { url: `${baseUrl}${path}`, method: scenario.method, headers: scenario.headers };
  if (scenario.body !== undefined) {
    request.headers = { 'content-type': 'application/json', ...scenario.headers };
    request.body = JSON.stringify(scenario.body);
  }
  const { vary } = scenario;
  if (vary) {
    // Each request is built anew: the app gets the variant's path, the baseline its own route with the query.
    request.setupRequest = (raw) => {
      const variant = vary();
      raw.path = target === 'app' ? variant.appPath : `${path}?${variant.baselineQuery}`;
      raw.headers = { ...raw.headers, ...variant.headers };
      if (variant.body !== undefined) {
        raw.headers['content-type'] = 'application/json';
        raw.body = JSON.stringify(variant.body);
      }
      return raw;
    };
  }
  return request;
}

/** Pools every measured run of one side: total responses over total time, percentiles over all latencies. */
function summarize(samples: LoadSample[]): Figures {
  const responses = samples.reduce((sum, sample) => sum + sample.responses, 0);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const latencies = Float64Array.from(samples.flatMap((sample) => sample.latenciesMs)).sort();
  return {
    requestsPerSecond: responses / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: Float64Array, percent: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}
