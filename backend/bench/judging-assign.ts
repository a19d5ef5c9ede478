import type pg from 'pg';
import { assignEach, type PanelSeeded, seedPanelEvents, timeAssign } from './panel-assign.js';
import { insertOnePersonTeams, insertUsers } from './seed-teams.js';

export const JUDGING_SCENARIO_ID = 'judging-assign';
const SUBMISSIONS = 300;
const JUDGES = 40;
const REVIEWS = 3;
const RUNS = 3;
/** Issue 15: 'Assign Submissions' for 300 submissions, 40 judges and k=3 under 2 s. */
export const JUDGING_ASSIGN_TARGET_MS = 2000;

export interface JudgingAssignResult {
  assignMs: number[];
  assignments: number;
  short: number;
  matrixMs: number;
  queueMs: number;
}

/**
 * Seeds RUNS events, each with the same 300 submitted one-person teams and the same 40 judges.
 * Owners and judges have organisation domains (owner i at org{i % 50}.io, judge j at org{j}.io),
 * so the same-domain rule rules out about six submissions per judge, as a real roster would.
 */
export function seedJudging(client: pg.Client, jwtAccessSecret: string): Promise<PanelSeeded> {
  return seedPanelEvents(client, jwtAccessSecret, {
    adminEmail: (tag) => `bench-admin-${tag}@example.com`,
    panel: { count: JUDGES, emailSql: (tag) => `'judge' || i || '-${tag}@org' || i || '.io'`, role: 'judge' },
    population: async (tag) => {
      const owners = await insertUsers(client, SUBMISSIONS, `'owner' || i || '-${tag}@org' || (i % 50) || '.io'`);
      return insertOnePersonTeams(client, owners, 'Project');
    },
    runs: RUNS,
    event: { title: (run) => `Judging bench ${run + 1}`, status: 'completed', year: 2026 },
    fillEvent: async ({ eventId, panel: judges, population: projects }) => {
      await client.query(
        `insert into judging_criteria (id, event_id, label, weight) values
           (gen_random_uuid(), $1, 'Innovation', 3), (gen_random_uuid(), $1, 'Execution', 2), (gen_random_uuid(), $1, 'Evidence', 1)`,
        [eventId],
      );
      await client.query(
        `insert into event_judges (id, event_id, user_id) select gen_random_uuid(), $1, id from unnest($2::uuid[]) id`,
        [eventId, judges],
      );
      // Every entry belongs to a venture (issue 27): one per project, as the ventures migration gives.
      await client.query(
        `insert into ventures (id, name) select id, title from unnest($1::uuid[], $2::text[]) as p(id, title)
         on conflict (id) do nothing`,
        [projects.map((project) => project.id), projects.map((_, i) => `Project ${i + 1}`)],
      );
      await client.query(
        `insert into project_submissions (id, event_id, project_id, track, status, late, submitted_by, submitted_at, snapshot, venture_id)
         select gen_random_uuid(), $1, p.id, case when n % 2 = 0 then 'discovery' else 'startup' end, 'submitted', false,
           p.owner_id, now() - (n || ' minutes')::interval,
           jsonb_build_object('title', p.title, 'tagline', 'A tagline', 'demo_url', null, 'repo_url', null,
             'description_md', null, 'images', '[]'::jsonb,
             'team', jsonb_build_array(jsonb_build_object('user_id', p.owner_id, 'name', 'Owner', 'role', 'owner'))),
           p.id
         from unnest($2::uuid[], $3::uuid[], $4::text[]) with ordinality as p(id, owner_id, title, n)`,
        [
          eventId,
          projects.map((project) => project.id),
          projects.map((project) => project.owner_id),
          projects.map((_, i) => `Project ${i + 1}`),
        ],
      );
    },
  });
}

/** Times 'Assign Submissions' on each seeded event (a first run: every assignment is new), then the matrix and a queue. */
export async function measureJudgingAssign(appUrl: string, seeded: PanelSeeded): Promise<JudgingAssignResult> {
  const { assignMs, assignments, short } = await assignEach(seeded.eventIds, (eventId) =>
    timeAssign(
      `${appUrl}/api/admin/events/${eventId}/judging/assign`,
      seeded.adminAuth,
      JSON.stringify({ reviewsPerSubmission: REVIEWS }),
    ),
  );
  const eventId = seeded.eventIds[0];
  const timed = async (url: string, authorization: string) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}${url}`, { headers: { authorization } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const matrixMs = await timed(`/api/admin/events/${eventId}/judging`, seeded.adminAuth);
  const queueMs = await timed(`/api/judging/events/${eventId}/queue`, seeded.panelAuth);
  return { assignMs, assignments, short, matrixMs, queueMs };
}

export function formatJudgingAssign(result: JudgingAssignResult): string {
  const sorted = [...result.assignMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return [
    `${JUDGING_SCENARIO_ID}: ${SUBMISSIONS} submissions x ${JUDGES} judges, k=${REVIEWS}: ${result.assignments} assignments, ${result.short} short`,
    `  assign: ${sorted.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)} ms; target under ${JUDGING_ASSIGN_TARGET_MS} ms: ${
      median < JUDGING_ASSIGN_TARGET_MS ? 'met' : 'MISSED'
    })`,
    `  staff matrix GET: ${result.matrixMs.toFixed(0)} ms; judge queue GET: ${result.queueMs.toFixed(0)} ms`,
  ].join('\n');
}
