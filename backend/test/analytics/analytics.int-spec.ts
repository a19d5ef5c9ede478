import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { tallySlotOf } from '../../src/applications/application-tally.entity.js';
import { EventStore } from '../../src/audit/event-store.js';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import { Clock } from '../../src/common/clock.js';
import { Migration20261124130000_analytics_tallies } from '../../src/database/migrations/Migration20261124130000_analytics_tallies.js';
import { Migration20261127041500_application_waitlisted } from '../../src/database/migrations/Migration20261127041500_application_waitlisted.js';
import { Migration20261127042500_spot_confirmations } from '../../src/database/migrations/Migration20261127042500_spot_confirmations.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint, DEADLINE } from '../support/events.js';
import { review } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwner, asOwnerRun, createTestDatabase } from '../support/test-env.js';

/** Within the 5 minutes of grace: accepted, marked late. */
const IN_GRACE = new Date(DEADLINE.getTime() + 2 * 60_000);

interface Distribution {
  judgeId: string | null;
  name: string;
  reviews: number;
  mean: number | null;
  leniency: number | null;
  counts: number[];
}

interface Analytics {
  eventId: string | null;
  funnel: {
    steps: { key: string; label: string; count: number; conversionPercent: number | null }[];
    waitlisted: number;
    submittedOnTime: number;
    submittedLate: number;
  };
  applicationStatuses: { status: string; count: number }[];
  applicationsPerDay: { day: string; count: number }[];
  decisionLag: { decided: number; medianHours: number | null; p90Hours: number | null };
  roleMix: { name: string; count: number }[];
  trackMix: { name: string; count: number }[];
  judging: {
    coverage: {
      submissions: number;
      fullyReviewed: number;
      overTime: { day: string; reviews: number; fullyReviewed: number }[];
    };
    scores: { bins: string[]; event: Distribution; judges: Distribution[] };
    agreement: { kendallW: number | null; groups: number; submissions: number };
  };
}

type Method = 'GET' | 'POST' | 'PUT';

const HOUR = 3600_000;

/** What the tab shows of applications, counted again straight from the applications and their status history. */
interface ApplicationCount {
  applied: number;
  approved: number;
  /** Every status in the product's order with its count now. */
  statuses: [string, number][];
  perDay: { day: string; count: number }[];
  roles: { name: string; count: number }[];
  decisionLag: { decided: number; medianHours: number | null; p90Hours: number | null };
}

function hundredths(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

function countShown(analytics: Analytics): ApplicationCount {
  return {
    applied: analytics.funnel.steps[0].count,
    approved: analytics.funnel.steps[1].count,
    statuses: analytics.applicationStatuses.map(({ status, count }) => [status, count]),
    perDay: analytics.applicationsPerDay,
    roles: [...analytics.roleMix].sort((a, b) => a.name.localeCompare(b.name)),
    decisionLag: analytics.decisionLag,
  };
}

describe('analytics', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let admin: TestAccount;
  let organizer: TestAccount;
  let judges: TestAccount[];
  let participant: TestAccount;
  let eventId: string;
  let otherEventId: string;
  let appliedAt: Date[];

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function ok<T>(method: Method, url: string, who: TestAccount, payload?: object): Promise<T> {
    const response = await call(method, url, who, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }

  async function createEvent(): Promise<string> {
    return createSprint(app, organizer, {
      criteria: [
        { label: 'Innovation', weight: 3 },
        { label: 'Execution', weight: 1 },
      ],
    });
  }

  async function apply(who: TestAccount, event: string, role: string): Promise<string> {
    return (
      await ok<{ id: string }>('POST', `/events/${event}/applications`, who, { role, shortAnswer: 'I build things.' })
    ).id;
  }

  async function query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: asOwner(databaseUrl) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /**
   * Moves an application back to `appliedAt`, as if it had been made then: its tally moves with it
   * (the commands only ever count the day an application is made). Decisions taken afterwards
   * measure their lag from `appliedAt`.
   */
  async function backdate(applicationId: string, appliedAt: Date): Promise<void> {
    // One statement each: a statement cannot see its own changes to a row it changes twice.
    await query(
      `update application_tallies t
       set applied = t.applied - 1, approved = t.approved - (a.status = 'approved')::int
       from applications a
       where a.id = $1 and t.event_id = a.event_id and t.role = a.role and t.day = timezone('UTC', a.created_at)::date
         and t.slot = $2`,
      [applicationId, tallySlotOf(applicationId)],
    );
    await query('update applications set created_at = $2 where id = $1', [applicationId, appliedAt]);
    await query(
      `insert into application_tallies (event_id, day, role, slot, applied, approved)
       select event_id, timezone('UTC', created_at)::date, role, $2, 1, (status = 'approved')::int
       from applications where id = $1
       on conflict (event_id, day, role, slot) do update
         set applied = application_tallies.applied + 1, approved = application_tallies.approved + excluded.approved`,
      [applicationId, tallySlotOf(applicationId)],
    );
    await query('delete from application_tallies where applied = 0');
  }

  /** The figures counted over every application (and its status history), as the tab counted them before it had tallies. */
  async function recount(event?: string): Promise<ApplicationCount> {
    const where = event ? 'where a.event_id = $1' : '';
    const values = event ? [event] : [];
    const roles = await query<{ name: string; count: number; approved: number }>(
      `select role as name, count(*)::int as count, (count(*) filter (where status = 'approved'))::int as approved
       from applications a ${where} group by role order by role`,
      values,
    );
    const byStatus = await query<{ status: string; count: number }>(
      `select status, count(*)::int as count from applications a ${where} group by status`,
      values,
    );
    const perDay = await query<{ day: string; count: number }>(
      `select to_char(timezone('UTC', created_at), 'YYYY-MM-DD') as day, count(*)::int as count
       from applications a ${where} group by 1 order by 1`,
      values,
    );
    const [lag] = await query<{ decided: number; median: number | null; p90: number | null }>(
      `select count(*)::int as decided,
         percentile_cont(0.5) within group (order by hours) as median,
         percentile_cont(0.9) within group (order by hours) as p90
       from (select extract(epoch from min(h.changed_at) - a.created_at) / 3600 as hours
             from applications a join application_status_history h on h.application_id = a.id
             where h.old_status = 'pending' ${event ? 'and a.event_id = $1' : ''}
             group by a.id, a.created_at) lags`,
      values,
    );
    return {
      applied: roles.reduce((sum, row) => sum + row.count, 0),
      approved: roles.reduce((sum, row) => sum + row.approved, 0),
      statuses: ['pending', 'approved', 'waitlisted', 'rejected', 'withdrawn'].map((status) => [
        status,
        byStatus.find((row) => row.status === status)?.count ?? 0,
      ]),
      perDay,
      roles: roles.map(({ name, count }) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name)),
      decisionLag: {
        decided: lag.decided,
        medianHours: hundredths(lag.median === null ? null : Number(lag.median)),
        p90Hours: hundredths(lag.p90 === null ? null : Number(lag.p90)),
      },
    };
  }

  async function shown(event?: string): Promise<ApplicationCount> {
    return countShown(await ok<Analytics>('GET', `/admin/analytics${event ? `?eventId=${event}` : ''}`, admin));
  }

  /** Every tally and decision lag row, in a stable order. */
  async function kept(): Promise<unknown[]> {
    return query(
      `select 'tally' as kind, event_id::text, day::text, role, slot, applied, approved, waitlisted, rejected,
         withdrawn, null::float8 as hours
       from application_tallies
       union all
       select 'lag', event_id::text, application_id::text, null, null, null, null, null, null, null, hours
       from application_decision_lags
       order by 1, 2, 3, 4, 5`,
    );
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl), { runWorkers: false });
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    judges = [
      await createAccount(app, 'judge', 'lenient'),
      await createAccount(app, 'judge', 'strict'),
      await createAccount(app, 'judge', 'middle'),
    ];
    participant = await createAccount(app, 'participant', 'bystander');
    eventId = await createEvent();
    otherEventId = await createEvent();
    for (const judge of judges)
      await ok('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId });

    // Five applications: three approved (Dev, PM, Designer), one rejected, one pending.
    const people = await Promise.all(
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((name) => createAccount(app, 'participant', name)),
    );
    const roles = ['Dev', 'PM', 'Designer', 'Dev', 'Other'];
    const ids: string[] = [];
    for (const [i, person] of people.entries()) ids.push(await apply(person, eventId, roles[i]));
    // Another event's application shows only under All Events.
    await apply(people[0], otherEventId, 'Dev');
    // Applied 10, 20, 30, 40 and 50 hours before the decisions (the last one stays pending).
    const decidedAt = Date.now();
    appliedAt = [10, 20, 30, 40, 50].map((hours) => new Date(decidedAt - hours * HOUR));
    for (const [i, id] of ids.entries()) await backdate(id, appliedAt[i]);
    for (const id of ids.slice(0, 3)) await review(app, id, 'approved', admin);
    await review(app, ids[3], 'rejected', admin);

    // The three approved each lead a team and submit: two on time, the last one in the grace period.
    const tracks = ['discovery', 'startup', 'discovery'];
    for (const [i, owner] of people.slice(0, 3).entries()) {
      const { id: projectId } = await ok<{ id: string }>('POST', `/events/${eventId}/team`, owner, {
        title: `Team ${i}`,
      });
      if (i === 2) clock.mockReturnValue(IN_GRACE);
      await ok('POST', `/projects/${projectId}/submissions`, owner, { eventId, track: tracks[i] });
    }

    // Every judge reviews every submission. Totals (both criteria scored alike):
    // lenient 5, 4, 3 (mean 4), strict 3, 2, 1 (mean 2), middle 2, 4, 3 (mean 3).
    const { version } = await ok<{ version: number }>('GET', `/admin/events/${eventId}/judging`, organizer);
    await ok('POST', `/admin/events/${eventId}/judging/open`, organizer, { expectedVersion: version });
    await ok('POST', `/admin/events/${eventId}/judging/assign`, organizer, {
      reviewsPerSubmission: 3,
      sameDomainConflicts: false,
    });
    const criteria = await ok<{ id: string }[]>('GET', `/admin/events/${eventId}/criteria`, organizer);
    const totals = [
      [5, 4, 3],
      [3, 2, 1],
      [2, 4, 3],
    ];
    for (const [j, judge] of judges.entries()) {
      const queue = await ok<{ assignments: { assignmentId: string; title: string }[] }>(
        'GET',
        `/judging/events/${eventId}/queue`,
        judge,
      );
      for (const assignment of queue.assignments) {
        const score = totals[j][Number(assignment.title.replace('Team ', ''))];
        await ok('PUT', `/judging/assignments/${assignment.assignmentId}/sheet`, judge, {
          scores: criteria.map((criterion) => ({ criterionId: criterion.id, score })),
          expectedVersion: 0,
        });
      }
    }
    // The lenient judge reviewed on the 8th, the others on the 9th.
    await asOwnerRun(
      databaseUrl,
      `update score_sheets s set saved_at = case when a.judge_id = '${judges[0].userId}'
         then timestamptz '2027-01-08T12:00:00Z' else timestamptz '2027-01-09T12:00:00Z' end
       from judge_assignments a where a.id = s.assignment_id`,
    );
    // One winner.
    const { submissions } = await ok<{ submissions: { submissionId: string; projectId: string }[] }>(
      'GET',
      `/admin/events/${eventId}/judging`,
      organizer,
    );
    await ok('POST', `/admin/events/${eventId}/judging/close`, organizer, {
      expectedVersion: (await ok<{ version: number }>('GET', `/admin/events/${eventId}/judging`, organizer)).version,
    });
    await ok('POST', `/admin/events/${eventId}/winners`, organizer, {
      submissionId: submissions[0].submissionId,
      track: 'discovery',
      place: 1,
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('is for staff only: admin and organizer 200, judges and participants 403, visitors 401', async () => {
    for (const url of ['/admin/analytics', `/admin/analytics?eventId=${eventId}`]) {
      for (const who of [admin, organizer]) expect((await call('GET', url, who)).statusCode).toBe(200);
      for (const who of [judges[0], participant]) expect((await call('GET', url, who)).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });

  it('names a malformed event id (400) and answers 404 for an unknown event', async () => {
    const malformed = await call('GET', '/admin/analytics?eventId=nope', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('eventId');
    expect((await call('GET', '/admin/analytics?eventId=00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
  });

  it('counts the funnel of one event with step conversions', async () => {
    const analytics = await ok<Analytics>('GET', `/admin/analytics?eventId=${eventId}`, organizer);
    expect(analytics.eventId).toBe(eventId);
    expect(analytics.funnel.steps.map((step) => [step.key, step.count, step.conversionPercent])).toEqual([
      ['applied', 5, null],
      ['approved', 3, 60],
      ['in_team', 3, 100],
      ['submitted', 3, 100],
      ['fully_reviewed', 3, 100],
      ['winner', 1, 33.3],
    ]);
    expect([analytics.funnel.submittedOnTime, analytics.funnel.submittedLate]).toEqual([2, 1]);
  });

  it('counts applications per day, the decision lag median and 90th percentile, and the role and track mixes', async () => {
    const analytics = await ok<Analytics>('GET', `/admin/analytics?eventId=${eventId}`, organizer);
    const days = appliedAt.map((at) => at.toISOString().slice(0, 10));
    expect(analytics.applicationsPerDay).toEqual(
      [...new Set(days)].sort().map((day) => ({ day, count: days.filter((other) => other === day).length })),
    );
    // percentile_cont over 10, 20, 30, 40 hours: median 25, p90 30 + 0.7·10.
    expect(analytics.decisionLag).toEqual({ decided: 4, medianHours: 25, p90Hours: 37 });
    expect(analytics.roleMix.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Designer', count: 1 },
      { name: 'Dev', count: 2 },
      { name: 'Other', count: 1 },
      { name: 'PM', count: 1 },
    ]);
    expect(analytics.trackMix).toEqual([
      { name: 'discovery', count: 2 },
      { name: 'startup', count: 1 },
    ]);
  });

  it("shows coverage over time, each judge's distribution beside the event's with leniency, and Kendall's W", async () => {
    const { judging } = await ok<Analytics>('GET', `/admin/analytics?eventId=${eventId}`, organizer);
    expect(judging.coverage).toEqual({
      submissions: 3,
      fullyReviewed: 3,
      overTime: [
        { day: '2027-01-08', reviews: 3, fullyReviewed: 0 },
        { day: '2027-01-09', reviews: 9, fullyReviewed: 3 },
      ],
    });
    expect(judging.scores.bins).toHaveLength(8);
    expect(judging.scores.event).toMatchObject({ judgeId: null, reviews: 9, mean: 3, leniency: 0 });
    expect(judging.scores.event.counts).toEqual([1, 0, 2, 0, 3, 0, 2, 1]);
    const byJudge = new Map(judging.scores.judges.map((judge) => [judge.judgeId, judge]));
    expect(byJudge.get(judges[0].userId)).toMatchObject({
      reviews: 3,
      mean: 4,
      leniency: 1,
      counts: [0, 0, 0, 0, 1, 0, 1, 1],
    });
    expect(byJudge.get(judges[1].userId)).toMatchObject({
      reviews: 3,
      mean: 2,
      leniency: -1,
      counts: [1, 0, 1, 0, 1, 0, 0, 0],
    });
    expect(byJudge.get(judges[2].userId)).toMatchObject({
      reviews: 3,
      mean: 3,
      leniency: 0,
      counts: [0, 0, 1, 0, 1, 0, 1, 0],
    });
    // Ranks (ascending) per submission: lenient 3,2,1; strict 3,2,1; middle 1,3,2 -> sums 7,7,4, S = 6,
    // W = 12·6 / (3²·(3³ − 3)) = 1/3.
    expect(judging.agreement).toEqual({ kendallW: 0.333, groups: 1, submissions: 3 });
  });

  it('All Events adds up every event', async () => {
    const all = await ok<Analytics>('GET', '/admin/analytics', admin);
    expect(all.eventId).toBeNull();
    expect(all.funnel.steps[0].count).toBe(6);
    expect(all.applicationsPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(6);
    const other = await ok<Analytics>('GET', `/admin/analytics?eventId=${otherEventId}`, admin);
    expect(other.funnel.steps.map((step) => step.count)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(other.judging.scores.judges).toEqual([]);
    expect(other.judging.agreement.kendallW).toBeNull();
  });

  it('answers what a recount of every application and its status history gives, for each event and All Events', async () => {
    for (const event of [eventId, otherEventId, undefined]) expect(await shown(event)).toEqual(await recount(event));
  });

  it('counts applications in each status, and the waitlisted beside the funnel', async () => {
    const event = await createEvent();
    const people = await Promise.all(['s1', 's2', 's3', 's4'].map((name) => createAccount(app, 'participant', name)));
    const ids = [];
    for (const person of people) ids.push(await apply(person, event, 'PM'));
    await review(app, ids[0], 'approved', admin);
    await review(app, ids[1], 'waitlisted', admin);
    await review(app, ids[2], 'waitlisted', admin);
    const analytics = await ok<Analytics>('GET', `/admin/analytics?eventId=${event}`, organizer);
    expect(analytics.applicationStatuses).toEqual([
      { status: 'pending', count: 1 },
      { status: 'approved', count: 1 },
      { status: 'waitlisted', count: 2 },
      { status: 'rejected', count: 0 },
      { status: 'withdrawn', count: 0 },
    ]);
    expect(analytics.funnel.waitlisted).toBe(2);
    expect(analytics.funnel.steps.slice(0, 2).map((step) => step.count)).toEqual([4, 1]);
    expect(countShown(analytics)).toEqual(await recount(event));
  });

  it('keeps the tallies right through applying, approving, waitlisting, rejecting after approving and back to pending', async () => {
    const event = await createEvent();
    const people = await Promise.all(['t1', 't2', 't3'].map((name) => createAccount(app, 'participant', name)));
    const [dev, pm, designer] = [
      await apply(people[0], event, 'Dev'),
      await apply(people[1], event, 'PM'),
      await apply(people[2], event, 'Designer'),
    ];
    const steps: [string, 'approved' | 'waitlisted' | 'rejected' | 'pending', { approved: number; decided: number }][] =
      [
        [dev, 'approved', { approved: 1, decided: 1 }],
        [pm, 'waitlisted', { approved: 1, decided: 2 }],
        [pm, 'approved', { approved: 2, decided: 2 }],
        [dev, 'rejected', { approved: 1, decided: 2 }],
        [designer, 'waitlisted', { approved: 1, decided: 3 }],
        [designer, 'rejected', { approved: 1, decided: 3 }],
        [pm, 'pending', { approved: 0, decided: 3 }],
        [dev, 'waitlisted', { approved: 0, decided: 3 }],
        [designer, 'approved', { approved: 1, decided: 3 }],
        [pm, 'approved', { approved: 2, decided: 3 }],
      ];
    expect(await shown(event)).toEqual(await recount(event));
    for (const [id, status, expected] of steps) {
      await review(app, id, status, admin);
      const figures = await shown(event);
      expect({ applied: figures.applied, approved: figures.approved, decided: figures.decisionLag.decided }).toEqual({
        applied: 3,
        ...expected,
      });
      expect(figures).toEqual(await recount(event));
    }
    expect(await shown()).toEqual(await recount());
  });

  it('leaves the tallies and decision lags untouched when a command fails after writing them', async () => {
    const event = await createEvent();
    const [first, second] = await Promise.all(['f1', 'f2'].map((name) => createAccount(app, 'participant', name)));
    const applied = await apply(first, event, 'PM');
    const store = app.get(EventStore);
    const before = await kept();

    // The append is the command's last statement: everything the handler wrote before it must roll back.
    jest.spyOn(store, 'appendAndCommit').mockRejectedValueOnce(new Error('append failed'));
    const failedApply = await call('POST', `/events/${event}/applications`, second, {
      role: 'Dev',
      shortAnswer: 'I build things.',
    });
    expect(failedApply.statusCode).toBe(500);
    expect(await kept()).toEqual(before);

    jest.spyOn(store, 'append').mockRejectedValueOnce(new Error('append failed'));
    await expect(review(app, applied, 'approved', admin)).rejects.toThrow('review answered 500');
    expect(await kept()).toEqual(before);

    // Nothing was left half-done: the same commands succeed afterwards and are counted once.
    await apply(second, event, 'Dev');
    await review(app, applied, 'approved', admin);
    expect(await shown(event)).toMatchObject({ applied: 2, approved: 1, decisionLag: { decided: 1 } });
    expect(await shown(event)).toEqual(await recount(event));
  });

  it('rebuilds the same tallies and decision lags from the existing data as the migration, and the lags from events', async () => {
    const live = await kept();
    expect(live.length).toBeGreaterThan(10);
    // The tallies' migration, then what the later ones change of them (issue 28: decided statuses counted).
    const statements = [
      Migration20261124130000_analytics_tallies,
      Migration20261127041500_application_waitlisted,
      Migration20261127042500_spot_confirmations,
    ].flatMap((Step, index) => {
      const migration = new Step(undefined as never, undefined as never);
      migration.up();
      // The migrations write plain SQL strings only: anything else would not run here as it does there.
      return migration.getQueries().flatMap((statement) => {
        if (typeof statement !== 'string') throw new Error('The migration is expected to add SQL strings');
        return index === 0 || statement.includes('application_tallies') ? [statement] : [];
      });
    });
    await asOwnerRun(
      databaseUrl,
      ['drop table application_decision_lags', 'drop table application_tallies', ...statements].join(';\n'),
    );
    expect(await kept()).toEqual(live);
    const verified = await app
      .get(ProjectionRegistry)
      .verifyRebuild(app.get(EntityManager).fork(), 'application_decision_lags');
    expect(verified).toMatchObject({ identical: true, liveRows: verified.rebuiltRows });
    expect(verified.liveRows).toBeGreaterThan(5);
  });
});
