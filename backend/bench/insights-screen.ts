import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { RouteHandlerMethod } from 'fastify';
import type pg from 'pg';
import { PREDICTED_OUTCOMES } from '../src/insights/insights-assembly.js';
import { OUTCOME_DAYS } from '../src/ventures/programme-figures.js';
import { queryCompiler } from './compile-query.js';
import { accessToken, type Caller } from './seed-applications.js';
import { insertOnePersonTeams, insertUsers } from './seed-teams.js';
import type { BaselineContext } from './scenarios.js';

/** Issue 29: the screen over 10 cohorts x 300 entries x 3 sheets x 5 criteria, with milestones. */
const COHORTS = 10;
const ENTRIES_PER_COHORT = 300;
/** Of each later cohort's entries, how many are ventures of the cohort before entering again. */
const RETURNING_PER_COHORT = 60;
const SHEETS_PER_ENTRY = 3;
const JUDGES = 40;
const JUDGES_PER_EVENT = 30;
/** Applicants turned away per cohort, besides the entrants (each approved). */
const REJECTED_PER_COHORT = 150;
const REVIEWS_PER_APPLICATION = 3;
const REVIEWERS = 30;
const CRITERIA = ['Problem', 'Customer evidence', 'Team', 'Traction', 'Pitch'];
const DAY_MS = 24 * 3600 * 1000;
/** insights.md 'Performance': the screen's data in p95 under 300 ms under 5 connections. */
export const INSIGHTS_P95_TARGET_MS = 300;
export const INSIGHTS_CONNECTIONS = 5;
export const INSIGHTS_COLD_SCENARIO_ID = 'insights-cold';
/** Rounds of the cold measurement: each invalidates the cache, then asks every combination once. */
const COLD_ROUNDS = 5;

export interface InsightsPopulation {
  admin: Caller;
  /** An upcoming event with the same 5 criteria: 'Use these weights' on it moves the audit head. */
  upcomingEventId: string;
}

/** Every parameter combination of the screen (3 horizons x verified or not x 5 outcomes = 30). */
export const INSIGHTS_QUERIES: readonly string[] = OUTCOME_DAYS.flatMap((horizon) =>
  [true, false].flatMap((verifiedOnly) =>
    PREDICTED_OUTCOMES.map((outcome) => `horizon=${horizon}&verifiedOnly=${verifiedOnly}&outcome=${outcome}`),
  ),
);

let population: Promise<InsightsPopulation> | undefined;

/** Seeds once per run, however many scenarios ask. */
export function insightsPopulation(client: pg.Client, jwtAccessSecret: string): Promise<InsightsPopulation> {
  population ??= seedInsights(client, jwtAccessSecret);
  return population;
}

/** A small deterministic generator (the same data every run). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

interface SeedVenture {
  projectId: string;
  ownerId: string;
  /** 0-1: drives both its scores and its milestones, so the criteria predict something. */
  quality: number;
  /** The end of the first sprint it entered. */
  firstEnd: Date;
}

/**
 * 10 completed sprints, quarterly, the last ended 400 days ago (every horizon has passed), each
 * with 300 submitted one-person teams (after the first, 60 of them ventures of the sprint before
 * entering again), 5 criteria weighted 1-5, 30 of 40 judges seated and 3 completed sheets per
 * entry, results published; each entrant's approved application and 150 rejected ones, each with
 * 3 saved reviews from 30 reviewers; and per venture a few milestones after its first sprint
 * (interviews, and by its quality a design partner, a pilot, funding, or a stop), about 60%
 * verified. Written straight into the tables the owners' read models read, like the other seeds.
 */
async function seedInsights(client: pg.Client, jwtAccessSecret: string): Promise<InsightsPopulation> {
  const started = performance.now();
  const tag = randomUUID().slice(0, 8);
  const now = Date.now();
  const next = generator(29);
  await client.query('begin');
  const [adminId] = await insertUsers(client, 1, `'insights-admin-${tag}@example.com'`);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'admin')`, [adminId]);
  const sessionId = randomUUID();
  await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    sessionId,
    adminId,
  ]);
  const judges = await insertUsers(client, JUDGES, `'insights-judge' || i || '-${tag}@example.com'`);
  const reviewers = await insertUsers(client, REVIEWERS, `'insights-reviewer' || i || '-${tag}@example.com'`);
  await client.query(
    `insert into profiles (id, user_id, name, first_name, last_name)
     select gen_random_uuid(), id, 'Panel ' || n, 'Panel', n::text from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [[...judges, ...reviewers]],
  );

  const insertEvent = async (title: string, status: string, end: Date): Promise<string> => {
    const id = randomUUID();
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, tracks)
       values ($1, $2, $3, $4, $5, $6, '{discovery,startup}')`,
      [id, title, status, new Date(end.getTime() - 3 * DAY_MS), end, new Date(end.getTime() - DAY_MS)],
    );
    await client.query(
      `insert into judging_criteria (id, event_id, label, weight)
       select gen_random_uuid(), $1, label, n from unnest($2::text[]) with ordinality as c(label, n)`,
      [id, CRITERIA],
    );
    return id;
  };

  const ventures: SeedVenture[] = [];
  let previous: SeedVenture[] = [];
  let sheetCount = 0;
  let reviewCount = 0;
  for (let k = 0; k < COHORTS; k += 1) {
    const end = new Date(now - (400 + (COHORTS - 1 - k) * 91) * DAY_MS);
    const eventId = await insertEvent(`Insights Sprint ${k + 1}`, 'completed', end);
    const returning = k === 0 ? [] : previous.slice(0, RETURNING_PER_COHORT);
    const owners = await insertUsers(
      client,
      ENTRIES_PER_COHORT - returning.length,
      `'insights-owner' || i || '-${k}-${tag}@example.com'`,
    );
    const projects = await insertOnePersonTeams(client, owners, `Insights Venture ${k + 1}-`);
    const founded = projects.map((project) => ({
      projectId: project.id,
      ownerId: project.owner_id,
      quality: next(),
      firstEnd: end,
    }));
    await client.query(
      `insert into ventures (id, name, founded_event_id, created_at, updated_at)
       select id, 'Insights Venture ${k + 1}-' || n, $2, $3, $3 from unnest($1::uuid[]) with ordinality as v(id, n)`,
      [founded.map((venture) => venture.projectId), eventId, end],
    );
    ventures.push(...founded);
    const entrants = [...returning, ...founded];
    previous = entrants;

    const { rows: submissions } = await client.query<{ id: string; project_id: string }>(
      `insert into project_submissions (id, event_id, project_id, track, status, late, submitted_by, submitted_at, snapshot, venture_id)
       select gen_random_uuid(), $1, e.id, case when n % 3 = 0 then 'startup' else 'discovery' end, 'submitted', false,
         e.owner_id, $2::timestamptz - (n || ' minutes')::interval,
         jsonb_build_object('title', 'Insights entry ' || n, 'tagline', 'A tagline', 'demo_url', null, 'repo_url', null,
           'description_md', 'What the team built this sprint. ' || repeat('Text. ', 100), 'images', '[]'::jsonb,
           'team', jsonb_build_array(jsonb_build_object('user_id', e.owner_id, 'name', 'Owner', 'role', 'owner'))),
         e.id
       from unnest($3::uuid[], $4::uuid[]) with ordinality as e(id, owner_id, n)
       returning id, project_id`,
      [
        eventId,
        new Date(end.getTime() - DAY_MS),
        entrants.map((venture) => venture.projectId),
        entrants.map((venture) => venture.ownerId),
      ],
    );
    const qualityOf = new Map(entrants.map((venture) => [venture.projectId, venture.quality]));

    // Judges k .. k+29 (of 40) sit on this sprint; entry i gets 3 of them, each with a bias.
    const seated = Array.from({ length: JUDGES_PER_EVENT }, (_, j) => judges[(k + j) % JUDGES]);
    await client.query(
      `insert into event_judges (id, event_id, user_id) select gen_random_uuid(), $1, id from unnest($2::uuid[]) id`,
      [eventId, seated],
    );
    const { rows: criteria } = await client.query<{ id: string; weight: number }>(
      'select id, weight from judging_criteria where event_id = $1 order by weight',
      [eventId],
    );
    const weights = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
    const sheets = submissions.flatMap((submission, i) =>
      Array.from({ length: SHEETS_PER_ENTRY }, (_, r) => {
        const judge = (i + r) % JUDGES_PER_EVENT;
        const quality = qualityOf.get(submission.project_id)!;
        const scores = Object.fromEntries(
          criteria.map((criterion, c) => [
            criterion.id,
            // The later criteria follow the venture's quality more closely than the first ones.
            Math.min(
              5,
              Math.max(1, Math.round(1 + (4 * ((c + 1) * quality + (5 - c) * next())) / 6 + (judge % 3) - 1)),
            ),
          ]),
        );
        const total = criteria.reduce((sum, criterion) => sum + criterion.weight * scores[criterion.id], 0) / weights;
        return { id: randomUUID(), submissionId: submission.id, judgeId: seated[judge], scores, total };
      }),
    );
    sheetCount += sheets.length;
    await client.query(
      `insert into judge_assignments (id, event_id, submission_id, judge_id, state)
       select id, $1, submission_id, judge_id, 'completed' from unnest($2::uuid[], $3::uuid[], $4::uuid[]) as t(id, submission_id, judge_id)`,
      [eventId, sheets.map((s) => s.id), sheets.map((s) => s.submissionId), sheets.map((s) => s.judgeId)],
    );
    await client.query(
      `insert into score_sheets (assignment_id, event_id, scores, total, note_to_staff, feedback)
       select id, $1, scores, total, 'A note to staff', 'Clear demo, thin evidence.'
       from unnest($2::uuid[], $3::jsonb[], $4::float8[]) as t(id, scores, total)`,
      [eventId, sheets.map((s) => s.id), sheets.map((s) => JSON.stringify(s.scores)), sheets.map((s) => s.total)],
    );
    await client.query(`insert into event_judging (event_id, phase) values ($1, 'published')`, [eventId]);

    // Applications: every entrant approved, 150 more rejected; 3 saved reviews each.
    const rejected = await insertUsers(
      client,
      REJECTED_PER_COHORT,
      `'insights-turned' || i || '-${k}-${tag}@example.com'`,
    );
    const applicants = [
      ...entrants.map((venture) => ({ userId: venture.ownerId, status: 'approved', quality: venture.quality })),
      ...rejected.map((userId) => ({ userId, status: 'rejected', quality: next() / 2 })),
    ];
    const { rows: applications } = await client.query<{ id: string; user_id: string }>(
      `insert into applications (id, user_id, event_id, role, short_answer, status, version, created_at, updated_at)
       select gen_random_uuid(), a.user_id, $1, (array['Dev','PM','Designer','Other'])[1 + n % 4], 'I build things.',
         a.status, 1, $2::timestamptz - (n || ' minutes')::interval, $2::timestamptz
       from unnest($3::uuid[], $4::text[]) with ordinality as a(user_id, status, n)
       returning id, user_id`,
      [
        eventId,
        new Date(end.getTime() - 30 * DAY_MS),
        applicants.map((a) => a.userId),
        applicants.map((a) => a.status),
      ],
    );
    await client.query(
      `insert into application_tallies (event_id, day, role, slot, applied, approved)
       select event_id, timezone('UTC', created_at)::date, role, 0, count(*), count(*) filter (where status = 'approved')
       from applications where event_id = $1 group by 1, 2, 3`,
      [eventId],
    );
    const applicantQuality = new Map(applicants.map((a) => [a.userId, a.quality]));
    const reviews = applications.flatMap((application, i) =>
      Array.from({ length: REVIEWS_PER_APPLICATION }, (_, r) => {
        const reviewer = (i + r) % REVIEWERS;
        const mean = 1 + 4 * (applicantQuality.get(application.user_id)! * 0.6 + next() * 0.4);
        const total = Math.min(5, Math.max(1, mean + ((reviewer % 5) - 2) / 4));
        return { id: randomUUID(), applicationId: application.id, reviewerId: reviewers[reviewer], total };
      }),
    );
    reviewCount += reviews.length;
    await client.query(
      `insert into review_assignments (id, event_id, application_id, reviewer_id, status, seed)
       select id, $1, application_id, reviewer_id, 'assigned', 'bench'
       from unnest($2::uuid[], $3::uuid[], $4::uuid[]) as t(id, application_id, reviewer_id)`,
      [eventId, reviews.map((r) => r.id), reviews.map((r) => r.applicationId), reviews.map((r) => r.reviewerId)],
    );
    await client.query(
      `insert into application_reviews (assignment_id, event_id, application_id, scores, total, note_to_staff)
       select id, $1, application_id, '{}'::jsonb, total, 'A note to staff'
       from unnest($2::uuid[], $3::uuid[], $4::float8[]) as t(id, application_id, total)`,
      [eventId, reviews.map((r) => r.id), reviews.map((r) => r.applicationId), reviews.map((r) => r.total)],
    );
  }

  const milestones = ventures.flatMap((venture, n) => milestonesOf(venture, n, next));
  await client.query(
    `insert into venture_milestones (id, venture_id, type, occurred_on, figures, created_by, created_at, updated_at,
       verified_by, verified_at, verification_note)
     select gen_random_uuid(), venture_id, type, occurred_on, figures, null, occurred_on + interval '2 days',
       occurred_on + interval '2 days', case when verified then $6::uuid end,
       case when verified then occurred_on + interval '5 days' end, case when verified then 'Saw the evidence' end
     from unnest($1::uuid[], $2::text[], $3::date[], $4::jsonb[], $5::boolean[])
       as m(venture_id, type, occurred_on, figures, verified)`,
    [
      milestones.map((m) => m.ventureId),
      milestones.map((m) => m.type),
      milestones.map((m) => m.occurredOn),
      milestones.map((m) => JSON.stringify(m.figures)),
      milestones.map((m) => m.verified),
      adminId,
    ],
  );

  const upcomingEventId = await insertEvent('Insights next sprint', 'upcoming', new Date(now + 60 * DAY_MS));
  await client.query('commit');
  await client.query('vacuum analyze');
  console.error(
    `Seeded ${COHORTS} sprints, ${COHORTS * ENTRIES_PER_COHORT} entries of ${ventures.length} ventures, ${sheetCount} sheets, ` +
      `${reviewCount} reviews and ${milestones.length} milestones in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    admin: { userId: adminId, authorization: `Bearer ${accessToken(jwtAccessSecret, adminId, 'admin', sessionId)}` },
    upcomingEventId,
  };
}

/** A venture's milestones, dated after its first sprint: the better it is, the further it got. */
function milestonesOf(venture: SeedVenture, n: number, next: () => number) {
  const after = (days: number) =>
    new Date(venture.firstEnd.getTime() + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
  const currency = n % 2 === 0 ? 'EUR' : 'USD';
  const luck = venture.quality * 0.7 + next() * 0.3;
  const steps: [type: string, figures: object, day: number][] = [
    ['customer_interviews', { count: 5 + (n % 20) }, 10 + next() * 30],
  ];
  if (luck > 0.35) steps.push(['design_partner', { organisation: `Partner ${n}` }, 20 + next() * 200]);
  if (luck > 0.45) steps.push(['letter_of_intent', { organisation: `Buyer ${n}` }, 40 + next() * 250]);
  if (luck > 0.6) steps.push(['pilot', { organisation: `Hospital ${n}`, state: 'running' }, 60 + next() * 300]);
  if (luck > 0.75) {
    steps.push(['funding', { amountMinor: 5_000_000 * (1 + (n % 7)), currency, source: 'angel' }, 90 + next() * 300]);
  }
  if (luck < 0.15) steps.push(['stopped', { reason: 'Ran out of runway' }, 100 + next() * 200]);
  return steps.map(([type, figures, day]) => ({
    ventureId: venture.projectId,
    type,
    figures,
    occurredOn: after(day),
    verified: next() < 0.6,
  }));
}

/**
 * The bare read of what the screen needs at least: every sheet's scores with its judge and entry,
 * and every outcome milestone, side by side on a plain pool (no guard, Nest, cache, statistics or
 * the owners' read models' other reads). It answers how many rows it read, not the rows: like the
 * app, it sends a small answer (the rows as JSON would be 4.6 MB, serialising which is no part of
 * what the screen must do).
 */
export function insightsBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async () => {
    const sheets = queryCompiler
      .selectFrom('score_sheets as s')
      .innerJoin('judge_assignments as a', 'a.id', 's.assignment_id')
      .select(['s.event_id', 'a.judge_id', 'a.submission_id', 's.total', 's.scores'])
      .compile();
    const milestones = queryCompiler
      .selectFrom('venture_milestones')
      .select(['venture_id', 'type', 'occurred_on', 'figures', 'verified_at', 'created_at'])
      .where('type', 'in', ['design_partner', 'letter_of_intent', 'pilot', 'funding', 'stopped'])
      .compile();
    const [sheetRows, milestoneRows] = await Promise.all([
      pool.query(sheets.sql, [...sheets.parameters]),
      pool.query(milestones.sql, [...milestones.parameters]),
    ]);
    return { sheets: sheetRows.rowCount, milestones: milestoneRows.rowCount };
  };
}

export interface InsightsColdResult {
  /** One at a time, the first screen asked after a change: the facts read and the computation. */
  firstMs: number[];
  /** One at a time, another combination's first request after that: the computation alone (facts kept). */
  otherMs: number[];
  /** 5 at a time, every one of the 30 combinations once after a change (they share one facts read). */
  concurrentMs: number[];
  /** The same combinations asked again right after (answered from the cache). */
  warmMs: number[];
  load: string;
}

/**
 * The cold computation, which the steady-state scenario cannot show (after its warm-up every
 * combination is cached until the audit head moves): per round, 'Use these weights' on the upcoming
 * event (an audited command, so the head moves and every kept screen is stale), then requests
 * that are each the first of their combination since.
 */
export async function measureInsightsCold(appUrl: string, seeded: InsightsPopulation): Promise<InsightsColdResult> {
  const headers = { authorization: seeded.admin.authorization };
  let weight = 1;
  const invalidate = async () => {
    weight = weight === 1 ? 2 : 1;
    const response = await fetch(`${appUrl}/api/admin/insights/weights`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: seeded.upcomingEventId, weights: [{ label: CRITERIA[0], weight }] }),
    });
    if (response.status !== 201) throw new Error(`'Use these weights' answered ${response.status}`);
  };
  const timed = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/admin/insights?${query}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/admin/insights?${query} answered ${response.status}`);
    return performance.now() - started;
  };
  const inParallel = async (queries: readonly string[]) => {
    const times: number[] = [];
    let index = 0;
    await Promise.all(
      Array.from({ length: INSIGHTS_CONNECTIONS }, async () => {
        while (index < queries.length) times.push(await timed(queries[index++]));
      }),
    );
    return times;
  };
  // One computation first (cold start of the process's code paths), not counted.
  await invalidate();
  await timed(INSIGHTS_QUERIES[0]);

  const load = loadavg()[0].toFixed(2);
  const firstMs: number[] = [];
  const otherMs: number[] = [];
  const concurrentMs: number[] = [];
  const warmMs: number[] = [];
  for (let round = 0; round < COLD_ROUNDS; round += 1) {
    await invalidate();
    const [first, ...others] = INSIGHTS_QUERIES.slice(round * 4, round * 4 + 4);
    firstMs.push(await timed(first));
    for (const query of others) otherMs.push(await timed(query));
    await invalidate();
    concurrentMs.push(...(await inParallel(INSIGHTS_QUERIES)));
    warmMs.push(...(await inParallel(INSIGHTS_QUERIES)));
  }
  return { firstMs, otherMs, concurrentMs, warmMs, load: `${load}-${loadavg()[0].toFixed(2)}` };
}

export function formatInsightsCold(result: InsightsColdResult): string {
  const line = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (percent: number) => sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)].toFixed(0);
    return `  ${label} (${sorted.length}): p50 ${at(50)} ms, p95 ${at(95)} ms, slowest ${at(100)} ms`;
  };
  const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(0.95 * times.length) - 1];
  const verdict = (times: number[]) => (p95(times) < INSIGHTS_P95_TARGET_MS ? 'met' : 'MISSED');
  return [
    `${INSIGHTS_COLD_SCENARIO_ID}: GET /api/admin/insights computed anew (cache invalidated by an audited command before each pass), ` +
      `${COHORTS} cohorts x ${ENTRIES_PER_COHORT} entries x ${SHEETS_PER_ENTRY} sheets x ${CRITERIA.length} criteria; load average ${result.load}`,
    `${line('cold, one at a time, the first screen after a change (facts read and computed)', result.firstMs)}`,
    `${line('cold, one at a time, another combination after it (computed, facts kept)', result.otherMs)}`,
    `${line(`cold, ${INSIGHTS_CONNECTIONS} at a time, each of the ${INSIGHTS_QUERIES.length} combinations once`, result.concurrentMs)} ` +
      `(target p95 under ${INSIGHTS_P95_TARGET_MS} ms: ${verdict(result.concurrentMs)})`,
    `${line(`the same again, cached, ${INSIGHTS_CONNECTIONS} at a time`, result.warmMs)}`,
  ].join('\n');
}
