import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { accessToken } from './seed-applications.js';
import { insertUsers } from './seed-teams.js';

export const REVIEW_ASSIGN_SCENARIO_ID = 'review-assign';
const APPLICATIONS = 5_000;
const REVIEWERS = 40;
const REVIEWS = 3;
const RUNS = 2;
/** Issue 28 (review.md 'Performance'): assigning 5,000 applications to 40 reviewers with k=3 under 2 s. */
export const REVIEW_ASSIGN_TARGET_MS = 2000;

export interface ReviewAssignResult {
  assignMs: number[];
  /** A rerun with nothing missing (it reads everything, adds nothing). */
  rerunMs: number;
  assignments: number;
  short: number;
  queueMs: number;
  queueItems: number;
}

interface Seeded {
  eventIds: string[];
  adminAuth: string;
  reviewerAuth: string;
}

/**
 * Seeds RUNS events, each with the same 5,000 pending applications (one per applicant) and the same
 * 40 seated reviewers, reviews per application 3. Applicants and reviewers have organisation
 * domains (applicant i at org{i % 50}.io, reviewer j at org{j}.io), so the same-domain rule rules
 * out about 100 applications per reviewer, as a real roster would.
 */
export async function seedReviewAssign(client: pg.Client, jwtAccessSecret: string): Promise<Seeded> {
  const tag = randomUUID().slice(0, 8);
  await client.query('begin');
  const adminId = randomUUID();
  await client.query(`insert into users (id, email, password_hash, email_confirmed_at) values ($1, $2, 'x', now())`, [
    adminId,
    `bench-review-admin-${tag}@example.com`,
  ]);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'admin')`, [adminId]);
  const reviewers = await insertUsers(client, REVIEWERS, `'reviewer' || i || '-${tag}@org' || i || '.io'`);
  await client.query(
    `insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'participant' from unnest($1::uuid[]) id`,
    [reviewers],
  );
  const applicants = await insertUsers(client, APPLICATIONS, `'applicant' || i || '-${tag}@org' || (i % 50) || '.io'`);

  const eventIds: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const eventId = randomUUID();
    eventIds.push(eventId);
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, grace_minutes, timezone, tracks, team_size_max)
       values ($1, $2, 'upcoming', '2027-01-05T16:00:00Z', '2027-01-08T16:00:00Z', '2027-01-07T16:00:00Z', 5,
         'America/Los_Angeles', '{discovery,startup}', 5)`,
      [eventId, `Review bench ${run + 1}`],
    );
    await client.query(
      `insert into event_review_settings (event_id, reviews_per_application, capacity, waitlist_size) values ($1, $2, 500, 100)`,
      [eventId, REVIEWS],
    );
    await client.query(
      `insert into review_criteria (id, event_id, label, weight, position) values
         (gen_random_uuid(), $1, 'Motivation', 3, 1), (gen_random_uuid(), $1, 'Skills', 2, 2), (gen_random_uuid(), $1, 'Team fit', 1, 3)`,
      [eventId],
    );
    await client.query(
      `insert into event_reviewers (event_id, user_id, seated_by) select $1, id, $2 from unnest($3::uuid[]) id`,
      [eventId, adminId, reviewers],
    );
    await client.query(
      `insert into applications (id, user_id, event_id, role, short_answer, status, created_at)
       select gen_random_uuid(), a.id, $1, (array['Dev','PM','Designer','Other'])[1 + n % 4], 'I build things.', 'pending',
         now() - ((${APPLICATIONS} - n) || ' seconds')::interval
       from unnest($2::uuid[]) with ordinality as a(id, n)`,
      [eventId, applicants],
    );
  }
  const session = async (userId: string, role: 'admin' | 'participant') => {
    const { rows } = await client.query<{ id: string }>(
      `insert into sessions (id, user_id, expires_at) values (gen_random_uuid(), $1, now() + interval '1 day') returning id`,
      [userId],
    );
    return `Bearer ${accessToken(jwtAccessSecret, userId, role, rows[0].id)}`;
  };
  const seeded = {
    eventIds,
    adminAuth: await session(adminId, 'admin'),
    reviewerAuth: await session(reviewers[0], 'participant'),
  };
  await client.query('commit');
  return seeded;
}

/** Times 'Assign Applications' on each seeded event (every assignment new), a rerun, then one reviewer's queue. */
export async function measureReviewAssign(appUrl: string, seeded: Seeded): Promise<ReviewAssignResult> {
  const assign = async (eventId: string) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/admin/events/${eventId}/review/assign`, {
      method: 'POST',
      headers: { authorization: seeded.adminAuth, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { added: number; short: unknown[] };
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`assign answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, added: body.added, short: body.short.length };
  };
  const assignMs: number[] = [];
  let assignments = 0;
  let short = 0;
  for (const eventId of seeded.eventIds) {
    const run = await assign(eventId);
    assignMs.push(run.ms);
    assignments = run.added;
    short = run.short;
  }
  const rerun = await assign(seeded.eventIds[0]);
  if (rerun.added !== 0) throw new Error(`a rerun added ${rerun.added} assignments`);

  const started = performance.now();
  const response = await fetch(`${appUrl}/api/review/queue`, { headers: { authorization: seeded.reviewerAuth } });
  const queue = (await response.json()) as { events: { items: unknown[] }[] };
  const queueMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`queue answered ${response.status}`);
  const queueItems = queue.events.reduce((sum, event) => sum + event.items.length, 0);
  return { assignMs, rerunMs: rerun.ms, assignments, short, queueMs, queueItems };
}

export function formatReviewAssign(result: ReviewAssignResult): string {
  const sorted = [...result.assignMs].sort((a, b) => a - b);
  const worst = sorted[sorted.length - 1];
  return [
    `${REVIEW_ASSIGN_SCENARIO_ID}: ${APPLICATIONS} applications x ${REVIEWERS} reviewers, k=${REVIEWS}: ${result.assignments} assignments, ${result.short} short`,
    `  assign: ${sorted.map((ms) => ms.toFixed(0)).join(', ')} ms (slowest ${worst.toFixed(0)} ms; target under ${REVIEW_ASSIGN_TARGET_MS} ms: ${
      worst < REVIEW_ASSIGN_TARGET_MS ? 'met' : 'MISSED'
    }); rerun with nothing missing: ${result.rerunMs.toFixed(0)} ms`,
    `  a reviewer's queue GET (${result.queueItems} applications over ${RUNS} events): ${result.queueMs.toFixed(0)} ms`,
  ].join('\n');
}
