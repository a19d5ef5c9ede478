import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { BACKFILL_VENTURE_SUMMARIES } from '../src/database/migrations/Migration20261127010000_venture_summaries.js';
import { BACKFILL_PORTFOLIO_ORDER } from '../src/database/migrations/Migration20261127053000_portfolio_order.js';
import { accessToken, type Caller } from './seed-applications.js';
import { insertOnePersonTeams, insertUsers } from './seed-teams.js';

/** Issue 27: the portfolio of 2,000 ventures x 4 cohorts x 10 milestones. */
export const PORTFOLIO_VENTURES = 2000;
const COHORTS = 4;
const MILESTONES_PER_VENTURE = 10;
/** Issue 27: the venture page with 10 entries and 100 milestones. */
const PAGE_ENTRIES = 10;
const PAGE_MILESTONES = 100;
const PAGE_MEMBERS = 4;
/** Sprints whose results are published (the last cohort is still being judged). */
const PUBLISHED_COHORTS = 3;
const OFFSETS = [30, 90, 180];
const DAY_MS = 24 * 3600 * 1000;

export interface VenturePopulation {
  admin: Caller;
  /** The 4 cohort sprints, oldest first. */
  cohortEventIds: string[];
  /** The venture with 10 entries and 100 milestones. */
  pageVentureId: string;
}

let population: Promise<VenturePopulation> | undefined;

/** Seeds once per run, however many scenarios ask. */
export function venturePopulation(client: pg.Client, jwtAccessSecret: string): Promise<VenturePopulation> {
  population ??= seedVentures(client, jwtAccessSecret);
  return population;
}

/** A milestone as the seed writes it. */
interface SeedMilestone {
  ventureId: string;
  type: string;
  occurredOn: string;
  figures: object;
  verified: boolean;
  createdAt: Date;
}

/**
 * Milestone `i` of venture `n`: each venture climbs to its own furthest stage (n mod 6: idea to
 * funded), a third verified, every 25th stopped at the end; EUR or USD money.
 */
function milestoneOf(ventureId: string, n: number, i: number, count: number, now: number): SeedMilestone {
  const reach = n % 6;
  const currency = n % 2 === 0 ? 'EUR' : 'USD';
  const ladder: [string, object][] = [
    ['customer_interviews', { count: 5 + (n % 20) }],
    ['design_partner', { organisation: `Partner ${n}-${i}` }],
    ['letter_of_intent', { organisation: `Buyer ${n}-${i}` }],
    ['pilot', { organisation: `Hospital ${n}-${i}`, state: 'running' }],
    ['revenue', { monthlyAmountMinor: 100_000 * (1 + (i % 5)), currency }],
    ['funding', { amountMinor: 5_000_000 * (1 + (n % 7)), currency, source: 'angel' }],
  ];
  const [type, figures]: [string, object] =
    i === count - 1 && n % 25 === 0
      ? ['stopped', { reason: 'Ran out of runway' }]
      : i % 4 === 3
        ? ['team_change', { joined: 1, left: 0 }]
        : ladder[Math.min(reach, i % 6)];
  const occurred = new Date(now - (count - i) * 9 * DAY_MS - (n % 5) * DAY_MS);
  return {
    ventureId,
    type,
    occurredOn: occurred.toISOString().slice(0, 10),
    figures,
    verified: (n + i) % 3 === 0,
    createdAt: new Date(now - (count - i) * 8 * DAY_MS - n * 60_000),
  };
}

/**
 * 2,000 one-person ventures, each entered in the same 4 completed sprints (3 with published
 * results), with 10 milestones and 3 check-ins per sprint (answered, asked and overdue, or
 * scheduled); and one venture of 4 members entered in 10 sprints with 100 milestones. Written
 * straight into the tables, then the read model as the migration backfills it, with the published
 * standings the app records at publication.
 */
async function seedVentures(client: pg.Client, jwtAccessSecret: string): Promise<VenturePopulation> {
  const started = performance.now();
  const tag = randomUUID().slice(0, 8);
  const now = Date.now();
  await client.query('begin');
  const [adminId] = await insertUsers(client, 1, `'ventures-admin-${tag}@example.com'`);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'admin')`, [adminId]);
  const sessionId = randomUUID();
  await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    sessionId,
    adminId,
  ]);

  const insertEvent = async (title: string, end: Date): Promise<string> => {
    const id = randomUUID();
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, tracks)
       values ($1, $2, 'completed', $3, $4, $5, '{discovery,startup}')`,
      [id, title, new Date(end.getTime() - 3 * DAY_MS), end, new Date(end.getTime() - DAY_MS)],
    );
    return id;
  };
  // Quarterly sprints, the last one ended three weeks ago.
  const cohortEnds = Array.from({ length: COHORTS }, (_, k) => new Date(now - (21 + (COHORTS - 1 - k) * 91) * DAY_MS));
  const cohortEventIds: string[] = [];
  for (const [k, end] of cohortEnds.entries()) cohortEventIds.push(await insertEvent(`Portfolio Sprint ${k + 1}`, end));

  const owners = await insertUsers(client, PORTFOLIO_VENTURES, `'venture-owner' || i || '-${tag}@example.com'`);
  const projects = await insertOnePersonTeams(client, owners, 'Bench Venture');
  const ventureIds = projects.map((project) => project.id);
  await client.query(
    `insert into ventures (id, name, founded_event_id, created_at, updated_at)
     select id, 'Bench Venture ' || n, $2, now() - interval '400 days', now() - (n || ' minutes')::interval
     from unnest($1::uuid[]) with ordinality as v(id, n)`,
    [ventureIds, cohortEventIds[0]],
  );
  for (const [k, eventId] of cohortEventIds.entries()) {
    await insertEntries(
      client,
      eventId,
      projects.map((project, n) => ({
        ...project,
        ventureId: project.id,
        track: (n + k) % 3 === 0 ? 'startup' : 'discovery',
      })),
      cohortEnds[k],
    );
  }
  const milestones = ventureIds.flatMap((ventureId, n) =>
    Array.from({ length: MILESTONES_PER_VENTURE }, (_, i) => milestoneOf(ventureId, n, i, MILESTONES_PER_VENTURE, now)),
  );
  await insertMilestones(client, milestones, adminId);
  for (const [k, eventId] of cohortEventIds.entries()) {
    await insertCheckins(client, eventId, ventureIds, cohortEnds[k], now);
  }
  for (const eventId of cohortEventIds.slice(0, PUBLISHED_COHORTS)) await publishStandings(client, eventId);

  // The venture page: one team of 4 entered in 10 monthly sprints, 100 milestones.
  const members = await insertUsers(client, PAGE_MEMBERS, `'page-member' || i || '-${tag}@example.com'`);
  const [pageProject] = await insertOnePersonTeams(client, [members[0]], 'Bench Page Venture');
  await client.query(
    `insert into project_members (project_id, user_id, role) select $1, id, 'member' from unnest($2::uuid[]) id`,
    [pageProject.id, members.slice(1)],
  );
  const pageVentureId = pageProject.id;
  const pageEnds = Array.from({ length: PAGE_ENTRIES }, (_, k) => new Date(now - (PAGE_ENTRIES - k) * 35 * DAY_MS));
  const pageEventIds: string[] = [];
  for (const [k, end] of pageEnds.entries()) pageEventIds.push(await insertEvent(`Page Sprint ${k + 1}`, end));
  await client.query(
    `insert into ventures (id, name, pitch, founded_event_id, created_at, updated_at)
     values ($1, 'Bench Page Venture', 'Freight visibility for small ports.', $2, now() - interval '400 days', now())`,
    [pageVentureId, pageEventIds[0]],
  );
  for (const [k, eventId] of pageEventIds.entries()) {
    await insertEntries(client, eventId, [{ ...pageProject, ventureId: pageVentureId, track: 'startup' }], pageEnds[k]);
    await insertCheckins(client, eventId, [pageVentureId], pageEnds[k], now);
    await publishStandings(client, eventId);
  }
  await insertMilestones(
    client,
    Array.from({ length: PAGE_MILESTONES }, (_, i) => milestoneOf(pageVentureId, 5, i, PAGE_MILESTONES, now)),
    adminId,
  );

  // The read model as the migrations backfill it, with the standings recorded at publication.
  await client.query(BACKFILL_VENTURE_SUMMARIES);
  await client.query(BACKFILL_PORTFOLIO_ORDER);
  await client.query(
    `update venture_summaries s set cohorts = x.cohorts, best_place = x.best_place
     from (
       select s.venture_id,
         jsonb_agg(c.value || jsonb_build_object('place', st.place, 'rank', st.rank, 'of', st.entrants) order by c.n) as cohorts,
         min(st.place) as best_place
       from venture_summaries s
       cross join jsonb_array_elements(s.cohorts) with ordinality as c(value, n)
       left join venture_entry_standings st on st.submission_id = (c.value->>'submissionId')::uuid
       where s.venture_id = any($1::uuid[])
       group by s.venture_id
     ) x
     where x.venture_id = s.venture_id`,
    [[...ventureIds, pageVentureId]],
  );
  await client.query('commit');
  // The bulk writes above left every summary row written three times over: vacuumed as autovacuum
  // would leave a live system (index-only reads need the visibility map), for both sides alike.
  await client.query('vacuum analyze');
  console.error(
    `Seeded ${PORTFOLIO_VENTURES + 1} ventures, ${PORTFOLIO_VENTURES * COHORTS + PAGE_ENTRIES} entries and ` +
      `${milestones.length + PAGE_MILESTONES} milestones in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    admin: { userId: adminId, authorization: `Bearer ${accessToken(jwtAccessSecret, adminId, 'admin', sessionId)}` },
    cohortEventIds,
    pageVentureId,
  };
}

async function insertEntries(
  client: pg.Client,
  eventId: string,
  entries: readonly { id: string; owner_id: string; ventureId: string; track: string }[],
  end: Date,
): Promise<void> {
  await client.query(
    `insert into project_submissions (id, event_id, project_id, track, status, late, submitted_by, submitted_at, snapshot, venture_id)
     select gen_random_uuid(), $1, e.id, e.track, 'submitted', false, e.owner_id, $2::timestamptz - (n || ' minutes')::interval,
       jsonb_build_object('title', 'Bench Venture ' || n, 'tagline', 'A tagline', 'demo_url', null, 'repo_url', null,
         'description_md', 'What the team built this sprint. ' || repeat('Text. ', 100), 'images', '[]'::jsonb,
         'team', jsonb_build_array(jsonb_build_object('user_id', e.owner_id, 'name', 'Owner', 'role', 'owner'))),
       e.venture_id
     from unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::text[]) with ordinality as e(id, owner_id, venture_id, track, n)`,
    [
      eventId,
      new Date(end.getTime() - DAY_MS),
      entries.map((entry) => entry.id),
      entries.map((entry) => entry.owner_id),
      entries.map((entry) => entry.ventureId),
      entries.map((entry) => entry.track),
    ],
  );
}

async function insertMilestones(client: pg.Client, milestones: readonly SeedMilestone[], adminId: string) {
  await client.query(
    `insert into venture_milestones (id, venture_id, type, occurred_on, figures, created_by, created_at, updated_at,
       verified_by, verified_at, verification_note)
     select gen_random_uuid(), venture_id, type, occurred_on, figures, null, created_at, created_at,
       case when verified then $6::uuid end, case when verified then created_at + interval '1 day' end,
       case when verified then 'Saw the evidence' end
     from unnest($1::uuid[], $2::text[], $3::date[], $4::jsonb[], $5::timestamptz[], $7::boolean[])
       as m(venture_id, type, occurred_on, figures, created_at, verified)`,
    [
      milestones.map((m) => m.ventureId),
      milestones.map((m) => m.type),
      milestones.map((m) => m.occurredOn),
      milestones.map((m) => JSON.stringify(m.figures)),
      milestones.map((m) => m.createdAt),
      adminId,
      milestones.map((m) => m.verified),
    ],
  );
}

/**
 * 30, 90 and 180 days after the sprint: those past for two weeks answered (every tenth venture's
 * still asked, so overdue), those just past asked, the rest scheduled.
 */
async function insertCheckins(
  client: pg.Client,
  eventId: string,
  ventureIds: readonly string[],
  end: Date,
  now: number,
) {
  await client.query(
    `insert into venture_checkins (id, venture_id, event_id, offset_days, due_at, state, asked_at, answered_at)
     select gen_random_uuid(), c.venture_id, $2, o.days, c.due_at,
       case when c.due_at > $4 then 'scheduled' when c.due_at > $5 or c.n % 10 = 0 then 'asked' else 'answered' end,
       case when c.due_at <= $4 then c.due_at end,
       case when c.due_at <= $5 and c.n % 10 <> 0 then c.due_at + interval '2 days' end
     from unnest($1::uuid[]) with ordinality as v(venture_id, n)
     cross join unnest($3::int[]) as o(days)
     cross join lateral (select v.venture_id, v.n, $6::timestamptz + make_interval(days => o.days) as due_at) c`,
    [ventureIds, eventId, OFFSETS, new Date(now), new Date(now - 14 * DAY_MS), end],
  );
}

/** The standings the app records when results are published: every entry ranked, the top three placed. */
async function publishStandings(client: pg.Client, eventId: string): Promise<void> {
  await client.query(`insert into event_judging (event_id, phase) values ($1, 'published')`, [eventId]);
  await client.query(
    `insert into venture_entry_standings (submission_id, event_id, rank, entrants, place)
     select id, event_id, r, count(*) over (), case when r <= 3 then r end
     from (select id, event_id, row_number() over (order by md5(id::text)) as r from project_submissions where event_id = $1) s`,
    [eventId],
  );
}
