import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Role } from '../src/common/auth/roles.js';
import { accessToken } from './seed-applications.js';
import { insertUsers } from './seed-teams.js';

// What the two assignment benches share (judging-assign.ts, review-assign.ts): an admin and a panel
// of judges or reviewers with organisation domains, the same events seeded `runs` times, signed-in
// sessions, and 'Assign' timed on each event.

/** An admin's and the first panel member's Bearer headers, and the seeded events. */
export interface PanelSeeded {
  eventIds: string[];
  adminAuth: string;
  panelAuth: string;
}

export interface PanelPlan<Population> {
  adminEmail: (tag: string) => string;
  panel: {
    count: number;
    /** An SQL expression of the series index `i`, as insertUsers takes it. */
    emailSql: (tag: string) => string;
    role: Extract<Role, 'judge' | 'participant'>;
  };
  /** Who or what every event gets (applicants, submitted teams), seeded once after the panel. */
  population: (tag: string) => Promise<Population>;
  runs: number;
  /** Each run's event: a 72-hour sprint from 5 January of `year`, submissions due on the 7th. */
  event: { title: (run: number) => string; status: 'upcoming' | 'completed'; year: number };
  /** One event's rubric, seated panel and entries. */
  fillEvent: (event: { eventId: string; adminId: string; panel: string[]; population: Population }) => Promise<void>;
}

/** Seeds the plan in one transaction and signs the admin and the first panel member in. */
export async function seedPanelEvents<Population>(
  client: pg.Client,
  jwtAccessSecret: string,
  plan: PanelPlan<Population>,
): Promise<PanelSeeded> {
  const tag = randomUUID().slice(0, 8);
  await client.query('begin');
  const adminId = randomUUID();
  await client.query(`insert into users (id, email, password_hash, email_confirmed_at) values ($1, $2, 'x', now())`, [
    adminId,
    plan.adminEmail(tag),
  ]);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'admin')`, [adminId]);
  const panel = await insertUsers(client, plan.panel.count, plan.panel.emailSql(tag));
  await client.query(
    `insert into user_roles (id, user_id, role) select gen_random_uuid(), id, '${plan.panel.role}' from unnest($1::uuid[]) id`,
    [panel],
  );
  const population = await plan.population(tag);

  const eventIds: string[] = [];
  for (let run = 0; run < plan.runs; run += 1) {
    const eventId = randomUUID();
    eventIds.push(eventId);
    const { year } = plan.event;
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, grace_minutes, timezone, tracks, team_size_max)
       values ($1, $2, $3, $4, $5, $6, 5, 'America/Los_Angeles', '{discovery,startup}', 5)`,
      [
        eventId,
        plan.event.title(run),
        plan.event.status,
        `${year}-01-05T16:00:00Z`,
        `${year}-01-08T16:00:00Z`,
        `${year}-01-07T16:00:00Z`,
      ],
    );
    await plan.fillEvent({ eventId, adminId, panel, population });
  }
  const session = async (userId: string, role: Role) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into sessions (id, user_id, expires_at) values (gen_random_uuid(), $1, now() + interval '1 day') returning id`,
      [userId],
    );
    return `Bearer ${accessToken(jwtAccessSecret, userId, role, rows[0].id)}`;
  };
  const seeded = {
    eventIds,
    adminAuth: await session(adminId, 'admin'),
    panelAuth: await session(panel[0], plan.panel.role),
  };
  await client.query('commit');
  return seeded;
}

export interface TimedAssign {
  ms: number;
  added: number;
  short: number;
}

/** One 'Assign' POST, timed to its parsed answer; anything but a 200 throws. */
export async function timeAssign(url: string, authorization: string, body: string): Promise<TimedAssign> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { added: number; short: unknown[] };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`assign answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms, added: answer.added, short: answer.short.length };
}

/** 'Assign' on each event in turn (every assignment new): each time, and the last run's counts. */
export async function assignEach(
  eventIds: readonly string[],
  assign: (eventId: string) => Promise<TimedAssign>,
): Promise<{ assignMs: number[]; assignments: number; short: number }> {
  const assignMs: number[] = [];
  let assignments = 0;
  let short = 0;
  for (const eventId of eventIds) {
    const run = await assign(eventId);
    assignMs.push(run.ms);
    assignments = run.added;
    short = run.short;
  }
  return { assignMs, assignments, short };
}
