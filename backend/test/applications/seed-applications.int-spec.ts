import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { ChainVerifier } from '../../src/audit/chain-verifier.js';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import { seedApplications } from '../../src/cli/bulk-seed/seed-applications.js';
import { createAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwner, createTestDatabase } from '../support/test-env.js';

describe('db:seed', () => {
  let app: NestFastifyApplication;
  let client: pg.Client;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl));
    // The seed writes history straight into domain_events, as the owner role (see cli/seed.ts).
    client = new pg.Client({ connectionString: asOwner(databaseUrl) });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await app?.close();
  });

  it('seeds people, events and applications with their audit events: the chain and the projections still verify, the tallies count them', async () => {
    const admin = await createAccount(app, 'admin');
    // Twice, so the second run continues a chain that the first (and the app) already wrote.
    const first = await seedApplications(client, { applications: 60, events: 3 });
    const second = await seedApplications(client, { applications: 7, events: 2 });
    expect(first).toMatchObject({ users: 21, applications: 60 });
    expect(second).toMatchObject({ users: 5, applications: 7 });

    const em = app.get(EntityManager).fork();
    const chain = await app.get(ChainVerifier).verify(em);
    expect(chain).toEqual({ ok: true, verified: expect.any(Number) });
    const [{ count }] = await em.execute<{ count: string }[]>('select count(*) from domain_events');
    expect(chain.verified).toBe(Number(count));
    expect(await app.get(ProjectionRegistry).verifyRebuild(em, 'application_status_history')).toMatchObject({
      identical: true,
      liveRows: 32,
    });
    expect(await app.get(ProjectionRegistry).verifyRebuild(em, 'application_decision_lags')).toMatchObject({
      identical: true,
      liveRows: 32,
    });
    // The analytics tallies hold what counting the applications gives.
    const tallied = await em.execute<
      {
        event_id: string;
        day: string;
        role: string;
        applied: number;
        approved: number;
        waitlisted: number;
        rejected: number;
      }[]
    >(
      'select event_id, day::text, role, applied, approved, waitlisted, rejected from application_tallies order by 1, 2, 3',
    );
    const counted = await em.execute<typeof tallied>(
      `select event_id, timezone('UTC', created_at)::date::text as day, role, count(*)::int as applied,
         (count(*) filter (where status = 'approved'))::int as approved,
         (count(*) filter (where status = 'waitlisted'))::int as waitlisted,
         (count(*) filter (where status = 'rejected'))::int as rejected
       from applications group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(tallied.reduce((sum, row) => sum + row.applied, 0)).toBe(67);
    expect(tallied).toEqual(counted);

    // Each application's version is its stream's; statuses are varied; the admin list reads them.
    const [mismatch] = await em.execute<{ n: string }[]>(
      `select count(*) as n from applications a where a.version <>
         (select max(version) from domain_events d where d.stream_type = 'application' and d.stream_id = a.id::text)`,
    );
    expect(Number(mismatch.n)).toBe(0);
    const statuses = await em.execute<{ status: string }[]>('select distinct status from applications order by 1');
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'pending', 'rejected', 'waitlisted']);
    const page = await app.inject({
      method: 'GET',
      url: `/api/admin/applications?eventId=${first.eventIds[0]}&pageSize=50`,
      headers: admin.auth,
    });
    expect(page.json()).toMatchObject({ total: 20 });
    expect(page.json().items).toHaveLength(20);
  });
});
