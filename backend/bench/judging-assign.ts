import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { accessToken } from './seed-applications.js';
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

interface Seeded {
  eventIds: string[];
  adminAuth: string;
  judgeAuth: string;
}

/**
 * Seeds RUNS events, each with the same 300 submitted one-person teams and the same 40 judges.
 * Owners and judges have organisation domains (owner i at org{i % 50}.io, judge j at org{j}.io),
 * so the same-domain rule rules out about six submissions per judge, as a real roster would.
 */
export async function seedJudging(client: pg.Client, jwtAccessSecret: string): Promise<Seeded> {
  const tag = randomUUID().slice(0, 8);
  await client.query('begin');
  const adminId = randomUUID();
  await client.query(`insert into users (id, email, password_hash, email_confirmed_at) values ($1, $2, 'x', now())`, [
    adminId,
    `bench-admin-${tag}@example.com`,
  ]);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'admin')`, [adminId]);
  const judges = (await insertUsers(client, JUDGES, `'judge' || i || '-${tag}@org' || i || '.io'`)).map((id) => ({
    id,
  }));
  await client.query(
    `insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'judge' from unnest($1::uuid[]) id`,
    [judges.map((judge) => judge.id)],
  );
  const owners = await insertUsers(client, SUBMISSIONS, `'owner' || i || '-${tag}@org' || (i % 50) || '.io'`);
  const projects = await insertOnePersonTeams(client, owners, 'Project');

  const eventIds: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const eventId = randomUUID();
    eventIds.push(eventId);
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, grace_minutes, timezone, tracks, team_size_max)
       values ($1, $2, 'completed', '2026-01-05T16:00:00Z', '2026-01-08T16:00:00Z', '2026-01-07T16:00:00Z', 5,
         'America/Los_Angeles', '{discovery,startup}', 5)`,
      [eventId, `Judging bench ${run + 1}`],
    );
    await client.query(
      `insert into judging_criteria (id, event_id, label, weight) values
         (gen_random_uuid(), $1, 'Innovation', 3), (gen_random_uuid(), $1, 'Execution', 2), (gen_random_uuid(), $1, 'Evidence', 1)`,
      [eventId],
    );
    await client.query(
      `insert into event_judges (id, event_id, user_id) select gen_random_uuid(), $1, id from unnest($2::uuid[]) id`,
      [eventId, judges.map((judge) => judge.id)],
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
  }
  const session = async (userId: string, role: 'admin' | 'judge') => {
    const { rows } = await client.query<{ id: string }>(
      `insert into sessions (id, user_id, expires_at) values (gen_random_uuid(), $1, now() + interval '1 day') returning id`,
      [userId],
    );
    return `Bearer ${accessToken(jwtAccessSecret, userId, role, rows[0].id)}`;
  };
  const seeded = {
    eventIds,
    adminAuth: await session(adminId, 'admin'),
    judgeAuth: await session(judges[0].id, 'judge'),
  };
  await client.query('commit');
  return seeded;
}

/** Times 'Assign Submissions' on each seeded event (a first run: every assignment is new), then the matrix and a queue. */
export async function measureJudgingAssign(appUrl: string, seeded: Seeded): Promise<JudgingAssignResult> {
  const assignMs: number[] = [];
  let assignments = 0;
  let short = 0;
  for (const eventId of seeded.eventIds) {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/admin/events/${eventId}/judging/assign`, {
      method: 'POST',
      headers: { authorization: seeded.adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ reviewsPerSubmission: REVIEWS }),
    });
    const body = (await response.json()) as { added: number; short: unknown[] };
    assignMs.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`assign answered ${response.status}: ${JSON.stringify(body)}`);
    assignments = body.added;
    short = body.short.length;
  }
  const eventId = seeded.eventIds[0];
  const timed = async (url: string, authorization: string) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}${url}`, { headers: { authorization } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const matrixMs = await timed(`/api/admin/events/${eventId}/judging`, seeded.adminAuth);
  const queueMs = await timed(`/api/judging/events/${eventId}/queue`, seeded.judgeAuth);
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
