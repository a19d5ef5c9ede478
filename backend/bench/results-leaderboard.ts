import { randomUUID } from 'node:crypto';
import type { RouteHandlerMethod } from 'fastify';
import type pg from 'pg';
import { queryCompiler } from './compile-query.js';
import { insertOnePersonTeams, insertUsers } from './seed-teams.js';
import type { BaselineContext } from './scenarios.js';

const SUBMISSIONS = 300;
const SHEETS_PER_SUBMISSION = 3;
const CRITERIA = 5;
const JUDGES = 30;
/** Issue 16: the leaderboard of 300 submissions x 3 sheets x 5 criteria in p95 under 50 ms (10 connections). */
export const LEADERBOARD_P95_TARGET_MS = 50;

/**
 * A published event with 300 submitted one-person teams over two tracks, 5 criteria (weights 1-5)
 * and 3 completed sheets per submission from 30 judges (each judge 30 sheets, with a bias of their
 * own, so normalisation has work to do). Answers the event's id.
 */
export async function seedLeaderboard(client: pg.Client): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const eventId = randomUUID();
  await client.query('begin');
  const judges = (await insertUsers(client, JUDGES, `'lb-judge' || i || '-${tag}@example.com'`)).map((id) => ({ id }));
  const owners = await insertUsers(client, SUBMISSIONS, `'lb-owner' || i || '-${tag}@example.com'`);
  const projects = await insertOnePersonTeams(client, owners, 'Leaderboard project');
  await client.query(
    `insert into events (id, title, status, start_date, end_date, submission_deadline, grace_minutes, timezone, tracks, team_size_max)
     values ($1, 'Leaderboard bench', 'completed', '2026-01-05T16:00:00Z', '2026-01-08T16:00:00Z', '2026-01-07T16:00:00Z', 5,
       'America/Los_Angeles', '{discovery,startup}', 5)`,
    [eventId],
  );
  const { rows: criteria } = await client.query<{ id: string; weight: number }>(
    `insert into judging_criteria (id, event_id, label, weight)
     select gen_random_uuid(), $1, 'Criterion ' || c, c from generate_series(1, $2) c
     returning id, weight`,
    [eventId, CRITERIA],
  );
  await client.query(
    `insert into event_judges (id, event_id, user_id) select gen_random_uuid(), $1, id from unnest($2::uuid[]) id`,
    [eventId, judges.map((judge) => judge.id)],
  );
  // Every entry belongs to a venture (issue 27): one per project, as the ventures migration gives.
  await client.query(
    `insert into ventures (id, name) select id, 'Leaderboard project ' || n from unnest($1::uuid[]) with ordinality as p(id, n)`,
    [projects.map((project) => project.id)],
  );
  const { rows: submissions } = await client.query<{ id: string }>(
    `insert into project_submissions (id, event_id, project_id, track, status, late, submitted_by, submitted_at, snapshot, venture_id)
     select gen_random_uuid(), $1, p.id, case when n % 2 = 0 then 'discovery' else 'startup' end, 'submitted', false,
       p.owner_id, now() - (n || ' minutes')::interval,
       jsonb_build_object('title', 'Leaderboard project ' || n, 'tagline', 'A tagline', 'demo_url', null, 'repo_url', null,
         'description_md', 'A description long enough to weigh what a real snapshot weighs. ' || repeat('Text. ', 200),
         'images', '[]'::jsonb,
         'team', jsonb_build_array(jsonb_build_object('user_id', p.owner_id, 'name', 'Owner', 'role', 'owner'))),
         p.id
     from unnest($2::uuid[], $3::uuid[]) with ordinality as p(id, owner_id, n)
     returning id`,
    [eventId, projects.map((project) => project.id), projects.map((project) => project.owner_id)],
  );
  // Sheets: submission i gets judges i, i+1, i+2 (mod 30); a judge's bias moves all their scores.
  const assignments: { id: string; submissionId: string; judgeId: string; scores: Record<string, number> }[] = [];
  let seed = 16;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  submissions.forEach((submission, i) => {
    for (let r = 0; r < SHEETS_PER_SUBMISSION; r += 1) {
      const judge = (i + r) % JUDGES;
      const bias = (judge % 5) - 2;
      const scores = Object.fromEntries(
        criteria.map((criterion) => [criterion.id, Math.min(5, Math.max(1, Math.round(1 + next() * 4 + bias)))]),
      );
      assignments.push({ id: randomUUID(), submissionId: submission.id, judgeId: judges[judge].id, scores });
    }
  });
  const weights = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  await client.query(
    `insert into judge_assignments (id, event_id, submission_id, judge_id, state)
     select id, $1, submission_id, judge_id, 'completed' from unnest($2::uuid[], $3::uuid[], $4::uuid[]) as t(id, submission_id, judge_id)`,
    [eventId, assignments.map((a) => a.id), assignments.map((a) => a.submissionId), assignments.map((a) => a.judgeId)],
  );
  await client.query(
    `insert into score_sheets (assignment_id, event_id, scores, total, note_to_staff, feedback)
     select id, $1, scores, total, 'A note to staff', 'Feedback for the team: clear demo, thin evidence.'
     from unnest($2::uuid[], $3::jsonb[], $4::float8[]) as t(id, scores, total)`,
    [
      eventId,
      assignments.map((a) => a.id),
      assignments.map((a) => JSON.stringify(a.scores)),
      assignments.map(
        (a) => criteria.reduce((sum, criterion) => sum + criterion.weight * a.scores[criterion.id], 0) / weights,
      ),
    ],
  );
  await client.query(`insert into event_judging (event_id, phase) values ($1, 'published')`, [eventId]);
  await client.query('commit');
  return eventId;
}

/** The bare query of the event's sheets (what the leaderboard reads, through the same index), answered as JSON. */
export function leaderboardBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request) => {
    const { eventId } = request.query as { eventId: string };
    const { sql, parameters } = queryCompiler
      .selectFrom('score_sheets')
      .select(['assignment_id', 'scores', 'total'])
      .where('event_id', '=', eventId)
      .compile();
    const { rows } = await pool.query(sql, [...parameters]);
    return rows;
  };
}
