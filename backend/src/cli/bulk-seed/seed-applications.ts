import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ApplicationStatusChanged, ApplicationSubmitted } from '../../applications/application.events.js';
import { TALLY_SLOTS } from '../../applications/application-tally.entity.js';
import type { ApplicationRole, ApplicationStatus } from '../../applications/application.events.js';
import { CHAIN_LOCK_SQL } from '../../audit/event-store.js';
import { chainHash, GENESIS_HASH } from '../../audit/hash-chain.js';
import { EventCreated, EventStatusChanged } from '../../events/event.events.js';
import { hashPassword } from '../../users/password-hasher.js';
import { ProfileCreated, UserEmailVerified, UserRoleChanged, UserSignedUp } from '../../users/user.events.js';

/** Every seeded account (the admin included) signs in with this password. */
export const SEED_PASSWORD = 'seeded-password';

export interface SeedOptions {
  applications: number;
  /** Events the applications are spread over; one application per person and event. */
  events: number;
  /** The end of the seeded history (default now); everything seeded happened in the 90 days before it. */
  now?: Date;
}

export interface SeedSummary {
  adminId: string;
  adminEmail: string;
  users: number;
  eventIds: string[];
  applications: number;
  domainEvents: number;
}

/** One fact for the event store: appended in time order so the chain reads like history. */
interface Fact {
  at: Date;
  streamType: string;
  streamId: string;
  version: number;
  type: string;
  payload: object;
  actorId: string | null;
}

const DAY = 24 * 3600 * 1000;
const HISTORY_DAYS = 90;
const BATCH = 10_000;
const ROLES: readonly ApplicationRole[] = ['Dev', 'PM', 'Designer', 'Other'];

/**
 * Seeds users (with profiles and roles), events and applications for development and benchmarks,
 * in one transaction. Nothing bypasses the audit design: every row written has the domain events
 * the commands would have recorded, appended to the hash chain under the chain lock (so
 * `audit:verify` still passes), the status history and decision lag projections are filled from
 * those events exactly as the projections do (so `audit:rebuild --check` finds them identical), and
 * the tallies as the commands keep them. Decisions send no email: the seeded history has no
 * decision-email records.
 */
export async function seedApplications(client: pg.ClientBase, options: SeedOptions): Promise<SeedSummary> {
  const { applications, events } = options;
  if (!Number.isInteger(applications) || applications < 1) throw new Error('applications must be a whole number >= 1');
  if (!Number.isInteger(events) || events < 1) throw new Error('events must be a whole number >= 1');

  const tag = randomBytes(3).toString('hex');
  const end = (options.now ?? new Date()).getTime();
  const start = end - HISTORY_DAYS * DAY;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const facts: Fact[] = [];
  const fact = (
    at: number,
    event: { type: string; streamType: string; streamId: string; payload: object },
    version: number,
    actorId: string | null,
  ) =>
    facts.push({
      at: new Date(at),
      streamType: event.streamType,
      streamId: event.streamId,
      version,
      type: event.type,
      payload: event.payload,
      actorId,
    });

  // People: an admin who created the events and decided, and enough participants to apply once per event.
  const userCount = Math.ceil(applications / events);
  const users = {
    id: [] as string[],
    email: [] as string[],
    firstName: [] as string[],
    lastName: [] as string[],
    at: [] as string[],
  };
  const addUser = (index: number, firstName: string, lastName: string, email: string) => {
    const id = randomUUID();
    const at = start + index * 1000;
    users.id.push(id);
    users.email.push(email);
    users.firstName.push(firstName);
    users.lastName.push(lastName);
    users.at.push(new Date(at).toISOString());
    fact(at, new UserSignedUp(id, { email, firstName, lastName }), 1, id);
    fact(at, new ProfileCreated(id, { firstName, lastName }), 1, id);
    fact(at + 500, new UserEmailVerified(id, { email }), 2, id);
    return id;
  };
  const adminEmail = `seed-admin-${tag}@example.test`;
  const adminId = addUser(0, 'Seed', 'Admin', adminEmail);
  fact(start + 900, new UserRoleChanged(adminId, { from: 'participant', to: 'admin', via: 'bootstrap' }), 3, null);
  for (let i = 1; i <= userCount; i += 1) addUser(i, 'Seeded', `Participant ${i}`, `seed-${tag}-${i}@example.test`);

  // Events, created by the admin after the sign-ups and opened at once.
  const eventsAt = start + 2 * DAY;
  const eventRows = Array.from({ length: events }, (_, i) => {
    const id = randomUUID();
    const startDate = new Date(end + (i + 1) * 7 * DAY);
    const row = {
      id,
      title: `Seeded Sprint ${i + 1} (${tag})`,
      status: i % 2 === 0 ? ('active' as const) : ('upcoming' as const),
      startDate,
      endDate: new Date(startDate.getTime() + 3 * DAY),
      submissionDeadline: new Date(startDate.getTime() + 2 * DAY),
    };
    const at = eventsAt + i * 1000;
    fact(
      at,
      new EventCreated(id, {
        title: row.title,
        status: 'draft',
        startDate: row.startDate.toISOString(),
        endDate: row.endDate.toISOString(),
        submissionDeadline: row.submissionDeadline.toISOString(),
        tracks: ['discovery', 'startup'],
        criteria: [],
      }),
      1,
      adminId,
    );
    fact(at + 500, new EventStatusChanged(id, { from: 'draft', to: row.status }), 2, adminId);
    return row;
  });

  // Applications, one every few seconds over the rest of the history; about half decided a day later.
  const apps = {
    id: [] as string[],
    userId: [] as string[],
    eventId: [] as string[],
    role: [] as string[],
    answer: [] as string[],
    status: [] as string[],
    version: [] as number[],
    createdAt: [] as string[],
    updatedAt: [] as string[],
  };
  const appsFrom = eventsAt + DAY;
  const step = (end - DAY - appsFrom) / applications;
  for (let i = 0; i < applications; i += 1) {
    const id = randomUUID();
    const userId = users.id[1 + Math.floor(i / events)];
    const event = eventRows[i % events];
    const role = ROLES[i % ROLES.length];
    const appliedAt = Math.floor(appsFrom + i * step);
    const status: ApplicationStatus =
      i % 10 < 5 ? 'pending' : i % 10 < 8 ? 'approved' : i % 10 < 9 ? 'waitlisted' : 'rejected';
    fact(appliedAt, new ApplicationSubmitted(id, { eventId: event.id, role }), 1, userId);
    let updatedAt = appliedAt;
    if (status !== 'pending') {
      updatedAt = appliedAt + DAY;
      fact(updatedAt, new ApplicationStatusChanged(id, { from: 'pending', to: status }), 2, adminId);
    }
    apps.id.push(id);
    apps.userId.push(userId);
    apps.eventId.push(event.id);
    apps.role.push(role);
    apps.answer.push(`I have shipped ${(i % 7) + 1} products and want to test a new idea with real users.`);
    apps.status.push(status);
    apps.version.push(status === 'pending' ? 1 : 2);
    apps.createdAt.push(new Date(appliedAt).toISOString());
    apps.updatedAt.push(new Date(updatedAt).toISOString());
  }
  // Stable: facts of one stream were pushed in version order, so equal times keep that order.
  facts.sort((a, b) => a.at.getTime() - b.at.getTime());

  await client.query('begin');
  try {
    // The chain lock, as every append takes it: nothing else appends until this commits.
    await client.query(CHAIN_LOCK_SQL);
    const {
      rows: [last],
    } = await client.query<{ id: string; hash: string }>('select id, hash from domain_events order by id desc limit 1');
    const lastPosition = last?.id ?? '0';

    for (let from = 0; from < users.id.length; from += BATCH) {
      const slice = <T>(values: T[]) => values.slice(from, from + BATCH);
      await client.query(
        `insert into users (id, email, password_hash, email_confirmed_at, created_at, updated_at)
         select id, email, $3, at, at, at from unnest($1::uuid[], $2::text[], $4::timestamptz[]) as t(id, email, at)`,
        [slice(users.id), slice(users.email), passwordHash, slice(users.at)],
      );
      await client.query(
        `insert into profiles (id, user_id, name, first_name, last_name, created_at, updated_at)
         select gen_random_uuid(), user_id, first_name || ' ' || last_name, first_name, last_name, at, at
         from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) as t(user_id, first_name, last_name, at)`,
        [slice(users.id), slice(users.firstName), slice(users.lastName), slice(users.at)],
      );
      await client.query(
        `insert into user_roles (id, user_id, role)
         select gen_random_uuid(), user_id, case when user_id = $2 then 'admin' else 'participant' end
         from unnest($1::uuid[]) as t(user_id)`,
        [slice(users.id), adminId],
      );
    }

    for (const event of eventRows) {
      await client.query(
        `insert into events (id, title, description_md, location, status, start_date, end_date, submission_deadline,
           grace_minutes, timezone, tracks, team_size_max, created_by, version, created_at, updated_at)
         values ($1, $2, $3, 'Palo Alto, CA', $4, $5, $6, $7, 5, 'America/Los_Angeles', '{discovery,startup}', 5, $8, 2,
           $9, $9)`,
        [
          event.id,
          event.title,
          `# ${event.title}\n\nSeventy-two hours to build, test with real users, and prove it.`,
          event.status,
          event.startDate,
          event.endDate,
          event.submissionDeadline,
          adminId,
          new Date(eventsAt),
        ],
      );
    }

    for (let from = 0; from < applications; from += BATCH) {
      const slice = <T>(values: T[]) => values.slice(from, from + BATCH);
      await client.query(
        `insert into applications (id, user_id, event_id, role, short_answer, status, version, created_at, updated_at)
         select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[],
           $8::timestamptz[], $9::timestamptz[])`,
        [
          slice(apps.id),
          slice(apps.userId),
          slice(apps.eventId),
          slice(apps.role),
          slice(apps.answer),
          slice(apps.status),
          slice(apps.version),
          slice(apps.createdAt),
          slice(apps.updatedAt),
        ],
      );
    }

    // The chain continues from the last appended event, hashed exactly as EventStore.append does.
    let prevHash = last?.hash ?? GENESIS_HASH;
    for (let from = 0; from < facts.length; from += BATCH) {
      const columns = {
        streamType: [] as string[],
        streamId: [] as string[],
        version: [] as number[],
        type: [] as string[],
        payload: [] as string[],
        actorId: [] as (string | null)[],
        occurredAt: [] as string[],
        prevHash: [] as string[],
        hash: [] as string[],
      };
      for (const item of facts.slice(from, from + BATCH)) {
        const occurredAt = item.at.toISOString();
        const payload = JSON.parse(JSON.stringify(item.payload)) as unknown;
        const hash = chainHash(prevHash, {
          streamType: item.streamType,
          streamId: item.streamId,
          version: item.version,
          type: item.type,
          payload,
          actorId: item.actorId,
          occurredAt,
        });
        columns.streamType.push(item.streamType);
        columns.streamId.push(item.streamId);
        columns.version.push(item.version);
        columns.type.push(item.type);
        columns.payload.push(JSON.stringify(payload));
        columns.actorId.push(item.actorId);
        columns.occurredAt.push(occurredAt);
        columns.prevHash.push(prevHash);
        columns.hash.push(hash);
        prevHash = hash;
      }
      // Ordered by position in the batch, so the ids (the chain's order) follow it.
      await client.query(
        `insert into domain_events (stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash)
         select stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash
         from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::uuid[], $7::timestamptz[],
           $8::text[], $9::text[]) with ordinality
           as t(stream_type, stream_id, version, type, payload, actor_id, occurred_at, prev_hash, hash, position)
         order by position`,
        Object.values(columns),
      );
    }

    // The status history projection, from the events just appended (what StatusHistoryProjection.apply does).
    await client.query(
      `insert into application_status_history (event_position, application_id, old_status, new_status, changed_by, changed_at)
       select d.id, a.id, d.payload->>'from', d.payload->>'to', d.actor_id, d.occurred_at
       from domain_events d join applications a on a.id = d.stream_id::uuid
       where d.id > $1 and d.type = $2 and d.stream_type = 'application'`,
      [lastPosition, ApplicationStatusChanged.TYPE],
    );
    // The decision lag projection, from the same events (what DecisionLagProjection.apply does: the first decision).
    await client.query(
      `insert into application_decision_lags (application_id, event_id, hours)
       select distinct on (a.id) a.id, a.event_id, date_part('epoch', d.occurred_at - a.created_at) / 3600
       from domain_events d join applications a on a.id = d.stream_id::uuid
       where d.id > $1 and d.type = $2 and d.stream_type = 'application' and d.payload->>'from' = 'pending'
       order by a.id, d.id
       on conflict (application_id) do nothing`,
      [lastPosition, ApplicationStatusChanged.TYPE],
    );
    // The tallies of the seeded applications, as the apply and status change commands keep them.
    await client.query(
      `insert into application_tallies (event_id, day, role, slot, applied, approved, waitlisted, rejected)
       select event_id, timezone('UTC', created_at)::date, role, ('x' || right(id::text, 2))::bit(8)::int % ${TALLY_SLOTS},
         count(*), count(*) filter (where status = 'approved'), count(*) filter (where status = 'waitlisted'),
         count(*) filter (where status = 'rejected')
       from applications where id = any($1::uuid[])
       group by 1, 2, 3, 4
       on conflict (event_id, day, role, slot) do update
         set applied = application_tallies.applied + excluded.applied,
             approved = application_tallies.approved + excluded.approved,
             waitlisted = application_tallies.waitlisted + excluded.waitlisted,
             rejected = application_tallies.rejected + excluded.rejected`,
      [apps.id],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // Fresh statistics for the planner, and a visibility map so counts over the new rows are index-only.
  for (const table of [
    'users',
    'profiles',
    'user_roles',
    'events',
    'applications',
    'application_status_history',
    'application_tallies',
    'application_decision_lags',
    'domain_events',
  ]) {
    await client.query(`vacuum (analyze) ${table}`);
  }
  return {
    adminId,
    adminEmail,
    users: users.id.length,
    eventIds: eventRows.map((event) => event.id),
    applications,
    domainEvents: facts.length,
  };
}
