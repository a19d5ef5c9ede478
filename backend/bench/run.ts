// `npm run bench`: the production build against bare Fastify, on a throwaway database.
import {
  ABUSE_SCENARIO_IDS,
  type AbuseResult,
  formatAbuse,
  measureAbuse,
  seedAbusingParticipant,
} from './abuse-flood.js';
import { ABUSE_KINDS } from './abuse-requests.js';
import { startBenchApp } from './bench-app.js';
import { Cleanup } from './cleanup.js';
import { type ScenarioResult, measureScenario } from './measure.js';
import { FLOOD_SCENARIO_ID, type FloodResult, formatFlood, measureFlood } from './flood.js';
import {
  formatJudgingAssign,
  JUDGING_SCENARIO_ID,
  type JudgingAssignResult,
  measureJudgingAssign,
  seedJudging,
} from './judging-assign.js';
import {
  formatInsightsCold,
  INSIGHTS_COLD_SCENARIO_ID,
  type InsightsColdResult,
  insightsPopulation,
  measureInsightsCold,
} from './insights-screen.js';
import { formatLive, LIVE_SCENARIO_ID, LIVE_STREAMS, type LiveResult, measureLive } from './live-streams.js';
import { formatReport } from './report.js';
import {
  formatReviewAssign,
  measureReviewAssign,
  REVIEW_ASSIGN_SCENARIO_ID,
  type ReviewAssignResult,
  seedReviewAssign,
} from './review-assign.js';
import { SCENARIOS, type Scenario, seedFiftyPublicEvents } from './scenarios.js';
import { applicationPopulation } from './seed-applications.js';
import { spawnApp, spawnBaseline } from './servers.js';
import { type BenchSettings, readBenchSettings } from './settings.js';

const cleanup = new Cleanup();
cleanup.runOnSignals();

try {
  const settings = readBenchSettings(process.env);
  const { results, insightsCold, judging, reviewAssign, live, abuse, flood } = await benchmark(settings);
  const cleanedUp = await cleanup.runAll();
  if (results.length > 0) console.log(formatReport(results, settings));
  if (insightsCold) console.log(formatInsightsCold(insightsCold));
  if (judging) console.log(formatJudgingAssign(judging));
  if (reviewAssign) console.log(formatReviewAssign(reviewAssign));
  if (live) console.log(formatLive(live));
  for (const result of abuse) console.log(formatAbuse(result));
  if (flood) console.log(formatFlood(flood));
  if (!cleanedUp) process.exitCode = 1;
} catch (error) {
  await cleanup.runAll();
  // After Ctrl-C the failure is only the consequence of stopping the servers mid-run.
  if (!cleanup.interrupted) {
    console.error('Benchmark failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

async function benchmark(settings: BenchSettings): Promise<{
  results: ScenarioResult[];
  insightsCold?: InsightsColdResult;
  judging?: JudgingAssignResult;
  reviewAssign?: ReviewAssignResult;
  live?: LiveResult;
  abuse: AbuseResult[];
  flood?: FloodResult;
}> {
  const wants = (id: string) => settings.scenarioIds.length === 0 || settings.scenarioIds.includes(id);
  const unknown = settings.scenarioIds.filter(
    (id) =>
      id !== FLOOD_SCENARIO_ID &&
      id !== INSIGHTS_COLD_SCENARIO_ID &&
      id !== JUDGING_SCENARIO_ID &&
      id !== REVIEW_ASSIGN_SCENARIO_ID &&
      id !== LIVE_SCENARIO_ID &&
      !Object.values(ABUSE_SCENARIO_IDS).includes(id) &&
      !SCENARIOS.some((scenario) => scenario.id === id),
  );
  if (unknown.length > 0) throw new Error(`Unknown BENCH_SCENARIOS: ${unknown.join(', ')}`);
  const chosen = SCENARIOS.filter(
    (scenario) => !settings.scenarioIds.length || settings.scenarioIds.includes(scenario.id),
  );
  const { database, services, app } = await startBenchApp(cleanup, settings, 'sprintboard-bench');
  const { jwtAccessSecret } = services;
  const baseline = await spawnBaseline(database.url, settings.redisUrl);
  cleanup.add('stop baseline', () => baseline.stop());
  console.error('Starting the baseline...');
  // Any answer, even a 404, means Fastify is listening; its routes are all registered by then.
  await baseline.waitUntilAnswering('/', () => true);

  // One-shot, first: the Insights screen computed anew (`insights-screen` reads it cached), before
  // any other scenario seeds entries the screen would read too. The population is seeded once.
  let insightsCold: InsightsColdResult | undefined;
  if (wants(INSIGHTS_COLD_SCENARIO_ID)) {
    console.error(`${INSIGHTS_COLD_SCENARIO_ID}: seeding`);
    let seeded: Awaited<ReturnType<typeof insightsPopulation>> | undefined;
    await database.withClient(async (client) => {
      seeded = await insightsPopulation(client, jwtAccessSecret);
    });
    insightsCold = await measureInsightsCold(app.baseUrl, seeded!);
  }

  // The app has migrated by now (it answers health only after). Each scenario seeds what it reads
  // just before it is measured, so the data of later scenarios cannot change earlier answers.
  const results: ScenarioResult[] = [];
  for (const scenario of chosen) {
    const { seed } = scenario;
    if (seed) {
      console.error(`${scenario.id}: seeding`);
      await database.withClient((client) => seed({ client, jwtAccessSecret }));
    }
    const measure = (appUrl: string) =>
      measureScenario(scenario, { app: appUrl, baseline: baseline.baseUrl }, settings);
    results.push(scenario.appEnv ? await withOtherApp(scenario, measure) : await measure(app.baseUrl));
  }
  // One-shot, not compared with the baseline: 'Assign Submissions' at issue 15's size, then the matrix and a queue.
  let judging: JudgingAssignResult | undefined;
  if (wants(JUDGING_SCENARIO_ID)) {
    console.error(`${JUDGING_SCENARIO_ID}: seeding`);
    let seeded: Awaited<ReturnType<typeof seedJudging>> | undefined;
    await database.withClient(async (client) => {
      seeded = await seedJudging(client, jwtAccessSecret);
    });
    judging = await measureJudgingAssign(app.baseUrl, seeded!);
  }
  // One-shot too: 'Assign Applications' at issue 28's size, a rerun, then a reviewer's queue.
  let reviewAssign: ReviewAssignResult | undefined;
  if (wants(REVIEW_ASSIGN_SCENARIO_ID)) {
    console.error(`${REVIEW_ASSIGN_SCENARIO_ID}: seeding`);
    let seeded: Awaited<ReturnType<typeof seedReviewAssign>> | undefined;
    await database.withClient(async (client) => {
      seeded = await seedReviewAssign(client, jwtAccessSecret);
    });
    reviewAssign = await measureReviewAssign(app.baseUrl, seeded!);
  }
  // Issue 17: apply again, without and then with 500 open streams on the app.
  let live: LiveResult | undefined;
  if (wants(LIVE_SCENARIO_ID)) {
    const apply = SCENARIOS.find((scenario) => scenario.id === 'apply');
    if (!apply?.seed) throw new Error('The live scenario needs the apply scenario');
    console.error(`${LIVE_SCENARIO_ID}: seeding`);
    const audience = settings.liveAudience;
    let authorizations: string[] = [];
    await database.withClient(async (client) => {
      await apply.seed?.({ client, jwtAccessSecret });
      const { admin, participants } = await applicationPopulation(client, jwtAccessSecret);
      authorizations =
        audience === 'staff'
          ? Array.from({ length: LIVE_STREAMS }, () => admin.authorization)
          : participants.slice(0, LIVE_STREAMS).map((participant) => participant.authorization);
    });
    live = await measureLive(
      audience,
      apply,
      { app: app.baseUrl, baseline: baseline.baseUrl },
      app.pid,
      authorizations,
      settings,
    );
  }
  // Issue 25: health idle, then under each request that stalled the server.
  const abuse: AbuseResult[] = [];
  for (const kind of ABUSE_KINDS.filter((each) => wants(ABUSE_SCENARIO_IDS[each]))) {
    let authorization = '';
    if (kind === 'large-body') {
      await database.withClient(async (client) => {
        authorization = await seedAbusingParticipant(client, jwtAccessSecret);
      });
    }
    abuse.push(await measureAbuse(kind, app.baseUrl, settings, authorization));
  }
  if (!wants(FLOOD_SCENARIO_ID)) return { results, insightsCold, judging, reviewAssign, live, abuse };
  // Last: it leaves the app's queues and rate counters busy. It reads the events of `events`, or seeds them.
  await database.withClient((client) => seedFiftyPublicEvents({ client }));
  return {
    results,
    insightsCold,
    judging,
    reviewAssign,
    live,
    abuse,
    flood: await measureFlood(app.baseUrl, settings),
  };

  /** A second app instance with the scenario's variables, for that scenario only (migrated already). */
  async function withOtherApp<T>(scenario: Scenario, measure: (appUrl: string) => Promise<T>): Promise<T> {
    const other = await spawnApp(services, { ...scenario.appEnv, MIGRATE_ON_START: 'false' });
    const label = `stop the ${scenario.id} app`;
    cleanup.add(label, () => other.stop());
    await other.waitUntilAnswering('/api/health');
    try {
      return await measure(other.baseUrl);
    } finally {
      await other.stop();
    }
  }
}
