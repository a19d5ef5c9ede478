import type pg from 'pg';
import { assignEach, type PanelSeeded, seedPanelEvents, timeAssign } from './panel-assign.js';
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

/**
 * Seeds RUNS events, each with the same 5,000 pending applications (one per applicant) and the same
 * 40 seated reviewers, reviews per application 3. Applicants and reviewers have organisation
 * domains (applicant i at org{i % 50}.io, reviewer j at org{j}.io), so the same-domain rule rules
 * out about 100 applications per reviewer, as a real roster would.
 */
export function seedReviewAssign(client: pg.Client, jwtAccessSecret: string): Promise<PanelSeeded> {
  return seedPanelEvents(client, jwtAccessSecret, {
    adminEmail: (tag) => `bench-review-admin-${tag}@example.com`,
    panel: {
      count: REVIEWERS,
      emailSql: (tag) => `'reviewer' || i || '-${tag}@org' || i || '.io'`,
      role: 'participant',
    },
    population: (tag) => insertUsers(client, APPLICATIONS, `'applicant' || i || '-${tag}@org' || (i % 50) || '.io'`),
    runs: RUNS,
    event: { title: (run) => `Review bench ${run + 1}`, status: 'upcoming', year: 2027 },
    fillEvent: async ({ eventId, adminId, panel: reviewers, population: applicants }) => {
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
    },
  });
}

/** Times 'Assign Applications' on each seeded event (every assignment new), a rerun, then one reviewer's queue. */
export async function measureReviewAssign(appUrl: string, seeded: PanelSeeded): Promise<ReviewAssignResult> {
  const assign = (eventId: string) =>
    timeAssign(`${appUrl}/api/admin/events/${eventId}/review/assign`, seeded.adminAuth, '{}');
  const { assignMs, assignments, short } = await assignEach(seeded.eventIds, assign);
  const rerun = await assign(seeded.eventIds[0]);
  if (rerun.added !== 0) throw new Error(`a rerun added ${rerun.added} assignments`);

  const started = performance.now();
  const response = await fetch(`${appUrl}/api/review/queue`, { headers: { authorization: seeded.panelAuth } });
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
