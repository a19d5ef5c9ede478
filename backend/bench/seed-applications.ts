import { createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Role } from '../src/common/auth/roles.js';
import { seedApplications } from '../src/cli/bulk-seed/seed-applications.js';

export const SEEDED_APPLICATIONS = 100_000;
const SEEDED_EVENTS = 10;
/** Open events nobody has applied to yet: with every seeded participant, the distinct submits available. */
const FRESH_EVENTS = 20;

export interface Caller {
  userId: string;
  authorization: string;
}

/** What the application scenarios share: `npm run db:seed`'s data, and callers with signed-in sessions. */
export interface ApplicationPopulation {
  admin: Caller;
  /** The seeded event the admin list filters by (SEEDED_APPLICATIONS / SEEDED_EVENTS applications). */
  listedEventId: string;
  participants: Caller[];
  freshEventIds: string[];
}

let population: Promise<ApplicationPopulation> | undefined;

/** Seeds once per run, however many scenarios ask. */
export function applicationPopulation(client: pg.Client, jwtAccessSecret: string): Promise<ApplicationPopulation> {
  population ??= seedPopulation(client, jwtAccessSecret);
  return population;
}

async function seedPopulation(client: pg.Client, jwtAccessSecret: string): Promise<ApplicationPopulation> {
  const started = performance.now();
  const summary = await seedApplications(client, { applications: SEEDED_APPLICATIONS, events: SEEDED_EVENTS });
  console.error(
    `Seeded ${summary.applications} applications, ${summary.users} users and ${summary.domainEvents} audit events ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const freshEventIds: string[] = [];
  const day = 24 * 3600 * 1000;
  for (let i = 0; i < FRESH_EVENTS; i += 1) {
    const id = randomUUID();
    const start = new Date(Date.now() + (i + 30) * 7 * day);
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, tracks)
       values ($1, $2, 'upcoming', $3, $4, $5, '{discovery}')`,
      [id, `Open Sprint ${i + 1}`, start, new Date(start.getTime() + 3 * day), new Date(start.getTime() + 2 * day)],
    );
    freshEventIds.push(id);
  }

  // One session per seeded account, as signing in would start it; tokens signed as AccessTokens signs them.
  const { rows } = await client.query<{ session_id: string; user_id: string; role: Role }>(
    `with started as (
       insert into sessions (id, user_id, expires_at)
       select gen_random_uuid(), id, now() + interval '1 day' from users returning id, user_id)
     select started.id as session_id, started.user_id, r.role from started join user_roles r on r.user_id = started.user_id`,
  );
  const callers = rows.map((row) => ({
    role: row.role,
    caller: {
      userId: row.user_id,
      authorization: `Bearer ${accessToken(jwtAccessSecret, row.user_id, row.role, row.session_id)}`,
    },
  }));
  const admin = callers.find((entry) => entry.role === 'admin' && entry.caller.userId === summary.adminId);
  if (!admin) throw new Error('The seeded admin has no session');
  return {
    admin: admin.caller,
    listedEventId: summary.eventIds[0],
    participants: callers.filter((entry) => entry.role === 'participant').map((entry) => entry.caller),
    freshEventIds,
  };
}

/** An HS256 JWT with the claims JwtStrategy reads (sub, role, sid), valid for an hour. */
export function accessToken(secret: string, userId: string, role: Role, sessionId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, role, sid: sessionId, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
