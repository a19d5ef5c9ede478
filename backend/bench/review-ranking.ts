import { randomUUID } from 'node:crypto';
import type { RouteHandlerMethod } from 'fastify';
import type pg from 'pg';
import { queryCompiler } from './compile-query.js';
import { accessToken, type Caller } from './seed-applications.js';
import { insertUsers } from './seed-teams.js';
import type { BaselineContext } from './scenarios.js';

const APPLICATIONS = 5_000;
const REVIEWS_PER_APPLICATION = 3;
const CRITERIA = 5;
const REVIEWERS = 40;
/** Issue 28: the ranking of 5,000 applications x 3 reviews x 5 criteria in p95 under 100 ms (10 connections). */
export const RANKING_P95_TARGET_MS = 100;

export interface RankingPopulation {
  admin: Caller;
  eventId: string;
}

/**
 * An upcoming event with 5,000 pending applications, a 5-criterion rubric, capacity 500 and a
 * waitlist of 100, and 3 saved reviews per application from 40 seated reviewers (application i
 * gets reviewers i, i+1, i+2 mod 40), each reviewer with a bias of their own so normalisation has
 * work to do, some with a recommendation.
 */
export async function seedReviewRanking(client: pg.Client, jwtAccessSecret: string): Promise<RankingPopulation> {
  const started = performance.now();
  const tag = randomUUID().slice(0, 8);
  const eventId = randomUUID();
  await client.query('begin');
  const [adminId] = await insertUsers(client, 1, `'ranking-admin-${tag}@example.com'`);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'admin')`, [adminId]);
  const sessionId = randomUUID();
  await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    sessionId,
    adminId,
  ]);
  const reviewers = await insertUsers(client, REVIEWERS, `'ranking-reviewer' || i || '-${tag}@example.com'`);
  const applicants = await insertUsers(client, APPLICATIONS, `'ranking-applicant' || i || '-${tag}@example.com'`);
  await client.query(
    `insert into profiles (id, user_id, name, first_name, last_name)
     select gen_random_uuid(), id, 'Applicant ' || n, 'Applicant', n::text from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [applicants],
  );
  await client.query(
    `insert into events (id, title, status, start_date, end_date, submission_deadline, tracks)
     values ($1, 'Ranking bench', 'upcoming', now() + interval '60 days', now() + interval '63 days', now() + interval '62 days', '{discovery}')`,
    [eventId],
  );
  await client.query(
    `insert into event_review_settings (event_id, capacity, waitlist_size, reviews_per_application) values ($1, 500, 100, $2)`,
    [eventId, REVIEWS_PER_APPLICATION],
  );
  const { rows: criteria } = await client.query<{ id: string; weight: number }>(
    `insert into review_criteria (id, event_id, label, weight, position)
     select gen_random_uuid(), $1, 'Criterion ' || c, c, c from generate_series(1, $2) c
     returning id, weight`,
    [eventId, CRITERIA],
  );
  await client.query(`insert into event_reviewers (event_id, user_id) select $1, id from unnest($2::uuid[]) id`, [
    eventId,
    reviewers,
  ]);
  const { rows: applications } = await client.query<{ id: string }>(
    `insert into applications (id, user_id, event_id, role, short_answer, status, version, created_at, updated_at)
     select gen_random_uuid(), id, $1, 'Dev', 'I build things and ship them.', 'pending', 1,
       now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
     from unnest($2::uuid[]) with ordinality as u(id, n)
     returning id`,
    [eventId, applicants],
  );

  let seed = 28;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const weights = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const rows: {
    id: string;
    applicationId: string;
    reviewerId: string;
    scores: string;
    total: number;
    rec: string | null;
  }[] = [];
  applications.forEach((application, i) => {
    const quality = next() * 4;
    for (let r = 0; r < REVIEWS_PER_APPLICATION; r += 1) {
      const reviewer = (i + r) % REVIEWERS;
      const bias = (reviewer % 5) / 2 - 1;
      const scores = Object.fromEntries(
        criteria.map((criterion) => [
          criterion.id,
          Math.min(5, Math.max(1, Math.round(1 + quality + bias + next() - 0.5))),
        ]),
      );
      const total = criteria.reduce((sum, criterion) => sum + criterion.weight * scores[criterion.id], 0) / weights;
      const rec = next() < 0.5 ? null : total >= 3.5 ? 'accept' : total >= 2.5 ? 'maybe' : 'reject';
      rows.push({
        id: randomUUID(),
        applicationId: application.id,
        reviewerId: reviewers[reviewer],
        scores: JSON.stringify(scores),
        total,
        rec,
      });
    }
  });
  await client.query(
    `insert into review_assignments (id, event_id, application_id, reviewer_id, status, seed)
     select id, $1, application_id, reviewer_id, 'assigned', 'bench'
     from unnest($2::uuid[], $3::uuid[], $4::uuid[]) as t(id, application_id, reviewer_id)`,
    [eventId, rows.map((row) => row.id), rows.map((row) => row.applicationId), rows.map((row) => row.reviewerId)],
  );
  await client.query(
    `insert into application_reviews (assignment_id, event_id, application_id, scores, total, note_to_staff, recommendation)
     select id, $1, application_id, scores, total, 'A note to staff', recommendation
     from unnest($2::uuid[], $3::uuid[], $4::jsonb[], $5::float8[], $6::text[]) as t(id, application_id, scores, total, recommendation)`,
    [
      eventId,
      rows.map((row) => row.id),
      rows.map((row) => row.applicationId),
      rows.map((row) => row.scores),
      rows.map((row) => row.total),
      rows.map((row) => row.rec),
    ],
  );
  await client.query('commit');
  await client.query('vacuum analyze');
  console.error(
    `Seeded ${APPLICATIONS} applications with ${rows.length} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    admin: { userId: adminId, authorization: `Bearer ${accessToken(jwtAccessSecret, adminId, 'admin', sessionId)}` },
    eventId,
  };
}

/** The ranking's page requests in turn: the whole ranking, the borderline rows, each suggestion, a later page. */
export const RANKING_QUERIES = [
  'show=all&page=1&pageSize=50',
  'show=borderline&page=1&pageSize=50',
  'show=accept&page=3&pageSize=50',
  'show=waitlist&page=1&pageSize=50',
  'show=all&page=40&pageSize=50',
];

/** The bare query of the event's reviews (what the ranking reads, through the same index), answered as JSON. */
export function rankingBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request) => {
    const { eventId } = request.query as { eventId: string };
    const { sql, parameters } = queryCompiler
      .selectFrom('application_reviews as r')
      .innerJoin('review_assignments as a', 'a.id', 'r.assignment_id')
      .select(['r.assignment_id', 'a.reviewer_id', 'r.application_id', 'r.scores', 'r.total', 'r.recommendation'])
      .where('r.event_id', '=', eventId)
      .compile();
    const { rows } = await pool.query(sql, [...parameters]);
    return rows;
  };
}
