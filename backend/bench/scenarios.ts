import type { HTTPMethods, RouteHandlerMethod } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { analyticsBaseline } from './analytics-tab.js';
import { listApplicationsBaseline } from './baseline-applications.js';
import { portfolioBaseline, portfolioQueries, venturePageBaseline } from './baseline-ventures.js';
import { publicEventsBaseline } from './baseline-events.js';
import { healthBaseline } from './baseline-health.js';
import {
  INSIGHTS_CONNECTIONS,
  INSIGHTS_QUERIES,
  type InsightsPopulation,
  insightsBaseline,
  insightsPopulation,
} from './insights-screen.js';
import { submitApplicationBaseline } from './baseline-submit.js';
import { leaderboardBaseline, seedLeaderboard } from './results-leaderboard.js';
import { RANKING_QUERIES, type RankingPopulation, rankingBaseline, seedReviewRanking } from './review-ranking.js';
import { type ApplicationPopulation, applicationPopulation } from './seed-applications.js';
import { seedPublicEvents } from './seed-events.js';
import { type VenturePopulation, venturePopulation } from './seed-ventures.js';

/** What a baseline route may use: a plain pg pool on the same database as the app, and a Redis client. */
export interface BaselineContext {
  pool: pg.Pool;
  redis: Redis;
}

/** What a seed step gets: a connection to the migrated database and the secret the app checks tokens with. */
export interface SeedContext {
  client: pg.Client;
  jwtAccessSecret: string;
}

/** One request of a scenario whose requests differ (another caller, page or record each time). */
export interface RequestVariant {
  /** Path and query sent to the app. */
  appPath: string;
  /** Query string the baseline route gets (its path is fixed). */
  baselineQuery: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * One request shape, measured against the real app and against a bare Fastify route that answers
 * the same thing with the least possible work: the ratio between the two is the app's overhead.
 */
export interface Scenario {
  /** Short, URL-safe: names the table rows and the baseline route. */
  id: string;
  method: HTTPMethods;
  appPath: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Measures a second app instance started with these variables on top of the usual ones (same
   * database and Redis), instead of the shared one.
   */
  appEnv?: Record<string, string>;
  /** Puts the data the scenario reads into the (migrated) database, just before measuring it. */
  seed?: (context: SeedContext) => Promise<void>;
  /** Concurrent connections for this scenario (its target's), instead of BENCH_CONNECTIONS. */
  connections?: number;
  /** Builds every request anew (called once per request sent, by both sides); only after `seed`. */
  vary?: () => RequestVariant;
  baseline: (context: BaselineContext) => RouteHandlerMethod;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'health',
    method: 'GET',
    appPath: '/api/health',
    // The same probes as the app: PostgreSQL and Redis, side by side.
    baseline: healthBaseline,
  },
  {
    // The same SQL and the same JSON as the app, without Nest, the ORM, the guard or the hooks,
    // both sides keeping one read for 5 s (the app's PublicEventsCache, a memo in the baseline).
    id: 'events',
    method: 'GET',
    appPath: '/api/events',
    seed: seedFiftyPublicEvents,
    baseline: publicEventsBaseline(true),
  },
  {
    // The same list with the cache off on both sides: every request reads the database. The app is
    // a second instance started with PUBLIC_EVENTS_CACHE_MS=0.
    id: 'events-uncached',
    method: 'GET',
    appPath: '/api/events',
    appEnv: { PUBLIC_EVENTS_CACHE_MS: '0' },
    seed: seedFiftyPublicEvents,
    baseline: publicEventsBaseline(false),
  },
  {
    // The admin table over 100,000 applications: one event (10,000 of them), newest first, 50 a
    // page, from the first pages to the last. The baseline runs the same SQL (the page, then event
    // titles and applicants in parallel) without the guard's session lookup, Nest, validation or the ORM.
    id: 'applications',
    method: 'GET',
    appPath: '/api/admin/applications',
    seed: async ({ client, jwtAccessSecret }) => {
      listed = await applicationPopulation(client, jwtAccessSecret);
    },
    vary: () => {
      const { admin, listedEventId } = seeded(listed);
      const page = LIST_PAGES[listRequests++ % LIST_PAGES.length];
      const query = `eventId=${listedEventId}&sort=applied_desc&page=${page}&pageSize=50`;
      return {
        appPath: `/api/admin/applications?${query}`,
        baselineQuery: query,
        headers: { authorization: admin.authorization },
      };
    },
    baseline: listApplicationsBaseline,
  },
  {
    // Submitting an application, each request a person and an open event that have not met yet
    // (one application per person and event). The baseline does the same transaction with pg:
    // the event check, the application row and its audit event on the hash chain under the chain lock.
    id: 'apply',
    method: 'POST',
    appPath: '/api/events/:eventId/applications',
    seed: async ({ client, jwtAccessSecret }) => {
      applicants = await applicationPopulation(client, jwtAccessSecret);
    },
    vary: () => {
      const { participants, freshEventIds } = seeded(applicants);
      const pair = submits++;
      const eventIndex = Math.floor(pair / participants.length);
      if (eventIndex >= freshEventIds.length) throw new Error('apply: every person has applied to every open event');
      const caller = participants[pair % participants.length];
      const eventId = freshEventIds[eventIndex];
      return {
        appPath: `/api/events/${eventId}/applications`,
        baselineQuery: `eventId=${eventId}&userId=${caller.userId}`,
        headers: { authorization: caller.authorization },
        body: APPLICATION,
      };
    },
    baseline: submitApplicationBaseline,
  },
  {
    // Issue 29: the Insights screen's data over 10 cohorts x 300 entries x 3 sheets x 5 criteria
    // with milestones, as the seeded admin, every parameter combination in turn at 5 connections.
    // Steady state: the screen is cached by the audit head (and the UTC day), so after the warm-up
    // every answer is a kept screen behind one stamp read; the cold computation is measured apart
    // (`insights-cold`). Before the scenarios that seed other entries: the screen reads them all.
    id: 'insights-screen',
    method: 'GET',
    appPath: '/api/admin/insights',
    connections: INSIGHTS_CONNECTIONS,
    seed: async ({ client, jwtAccessSecret }) => {
      insights = await insightsPopulation(client, jwtAccessSecret);
    },
    vary: () => {
      if (!insights) throw new Error('The scenario was not seeded');
      return {
        appPath: `/api/admin/insights?${INSIGHTS_QUERIES[insightsRequests++ % INSIGHTS_QUERIES.length]}`,
        baselineQuery: '',
        headers: { authorization: insights.admin.authorization },
      };
    },
    baseline: insightsBaseline,
  },
  {
    // Issue 16: the public leaderboard of a published event, 300 submissions x 3 sheets x 5
    // criteria (normalised, ranked overall and per track, with winners' places). The baseline is
    // the bare query of the event's sheets: the ratio is what results cost on top of reading them.
    id: 'leaderboard',
    method: 'GET',
    appPath: '/api/results/leaderboards/:eventId',
    seed: async ({ client }) => {
      leaderboardEventId = await seedLeaderboard(client);
    },
    vary: () => {
      if (!leaderboardEventId) throw new Error('The scenario was not seeded');
      return {
        appPath: `/api/results/leaderboards/${leaderboardEventId}`,
        baselineQuery: `eventId=${leaderboardEventId}`,
      };
    },
    baseline: leaderboardBaseline,
  },
  {
    // Issue 17: the Analytics tab's data for one seeded event (10,000 of the 100,000 applications):
    // funnel, per day, decision lag percentiles, mixes and judging, as the admin's tab reads it.
    id: 'analytics-event',
    method: 'GET',
    appPath: '/api/admin/analytics?eventId=:eventId',
    seed: async ({ client, jwtAccessSecret }) => {
      analysed = await applicationPopulation(client, jwtAccessSecret);
    },
    vary: () => {
      const { admin, listedEventId } = seeded(analysed);
      return {
        appPath: `/api/admin/analytics?eventId=${listedEventId}`,
        baselineQuery: `eventId=${listedEventId}`,
        headers: { authorization: admin.authorization },
      };
    },
    baseline: analyticsBaseline,
  },
  {
    // Issue 17: the same for All Events, every one of the 100,000 applications.
    id: 'analytics-all',
    method: 'GET',
    appPath: '/api/admin/analytics',
    seed: async ({ client, jwtAccessSecret }) => {
      analysed = await applicationPopulation(client, jwtAccessSecret);
    },
    vary: () => ({
      appPath: '/api/admin/analytics',
      baselineQuery: '',
      headers: { authorization: seeded(analysed).admin.authorization },
    }),
    baseline: analyticsBaseline,
  },
  {
    // Issue 27: the staff portfolio over 2,000 ventures x 4 cohorts x 10 milestones, 50 a page, with
    // filters (cohort, stage, verified-only, track, overdue, name) and every sort in turn, as the
    // seeded admin. The baseline runs the app's own page statement and the titles on a plain pool.
    id: 'ventures-portfolio',
    method: 'GET',
    appPath: '/api/admin/ventures',
    seed: async ({ client, jwtAccessSecret }) => {
      ventures = await venturePopulation(client, jwtAccessSecret);
    },
    vary: () => {
      const { admin, cohortEventIds } = seededVentures();
      const queries = portfolioQueries(cohortEventIds);
      const query = queries[portfolioRequests++ % queries.length];
      return {
        appPath: `/api/admin/ventures?${query}`,
        baselineQuery: query,
        headers: { authorization: admin.authorization },
      };
    },
    baseline: portfolioBaseline,
  },
  {
    // Issue 27: a venture page with 10 entries and 100 milestones, as the seeded admin (staff see it
    // whole). The baseline is the bare query of the same rows.
    id: 'venture-page',
    method: 'GET',
    appPath: '/api/ventures/:ventureId',
    seed: async ({ client, jwtAccessSecret }) => {
      ventures = await venturePopulation(client, jwtAccessSecret);
    },
    vary: () => {
      const { admin, pageVentureId } = seededVentures();
      return {
        appPath: `/api/ventures/${pageVentureId}`,
        baselineQuery: `ventureId=${pageVentureId}`,
        headers: { authorization: admin.authorization },
      };
    },
    baseline: venturePageBaseline,
  },
  {
    // Issue 28: the review ranking of 5,000 applications x 3 reviews x 5 criteria (normalised over
    // 40 reviewers, suggestions with capacity 500 and a waitlist of 100, cut lines, a page of 50
    // with names), as an admin, over the filters and pages in turn. The baseline is the bare query
    // of the event's reviews: the ratio is what ranking costs on top of reading them.
    id: 'review-ranking',
    method: 'GET',
    appPath: '/api/admin/events/:eventId/review/ranking',
    seed: async ({ client, jwtAccessSecret }) => {
      ranking = await seedReviewRanking(client, jwtAccessSecret);
    },
    vary: () => {
      if (!ranking) throw new Error('The scenario was not seeded');
      const query = RANKING_QUERIES[rankingRequests++ % RANKING_QUERIES.length];
      return {
        appPath: `/api/admin/events/${ranking.eventId}/review/ranking?${query}`,
        baselineQuery: `eventId=${ranking.eventId}`,
        headers: { authorization: ranking.admin.authorization },
      };
    },
    baseline: rankingBaseline,
  },
];

/** Pages cycled through by the list scenario: the first ones most, and the deep offsets. */
const LIST_PAGES = [1, 1, 2, 3, 5, 10, 20, 50, 100, 200];
const APPLICATION = {
  role: 'Dev',
  shortAnswer: 'I build data tools for supply chains and want to test an idea with real users.',
  linkedinUrl: 'https://linkedin.com/in/ada',
};
let publicEventsSeeded = false;
let listed: ApplicationPopulation | undefined;
let listRequests = 0;
let applicants: ApplicationPopulation | undefined;
let submits = 0;
let insights: InsightsPopulation | undefined;
let insightsRequests = 0;
let leaderboardEventId: string | undefined;
let analysed: ApplicationPopulation | undefined;
let ventures: VenturePopulation | undefined;
let portfolioRequests = 0;
let ranking: RankingPopulation | undefined;
let rankingRequests = 0;

/** The 50 public events both `events` scenarios (and `flood`) read, seeded once per run. */
export async function seedFiftyPublicEvents({ client }: Pick<SeedContext, 'client'>): Promise<void> {
  if (publicEventsSeeded) return;
  await seedPublicEvents(client, 50);
  publicEventsSeeded = true;
}

function seeded(population: ApplicationPopulation | undefined): ApplicationPopulation {
  if (!population) throw new Error('The scenario was not seeded');
  return population;
}

function seededVentures(): VenturePopulation {
  if (!ventures) throw new Error('The scenario was not seeded');
  return ventures;
}

export function baselinePathOf(scenario: Scenario): string {
  return `/${scenario.id}`;
}
