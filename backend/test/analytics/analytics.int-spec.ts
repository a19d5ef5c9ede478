import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { review } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

const DEADLINE = new Date('2027-01-07T16:00:00Z');
const BEFORE_DEADLINE = new Date(DEADLINE.getTime() - 24 * 60 * 60_000);
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
    submittedOnTime: number;
    submittedLate: number;
  };
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

describe('analytics', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let admin: TestAccount;
  let organizer: TestAccount;
  let judges: TestAccount[];
  let participant: TestAccount;
  let eventId: string;
  let otherEventId: string;

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function ok<T>(method: Method, url: string, who: TestAccount, payload?: object): Promise<T> {
    const response = await call(method, url, who, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }

  async function createEvent(): Promise<string> {
    const { id } = await ok<{ id: string }>('POST', '/admin/events', organizer, {
      title: `Sprint ${Math.random().toString(36).slice(2, 7)}`,
      timezone: 'America/Los_Angeles',
      startDate: '2027-01-05T16:00:00Z',
      endDate: '2027-01-08T16:00:00Z',
      submissionDeadline: DEADLINE.toISOString(),
      graceMinutes: 5,
      tracks: ['discovery', 'startup'],
      teamSizeMax: 5,
      criteria: [
        { label: 'Innovation', weight: 3 },
        { label: 'Execution', weight: 1 },
      ],
      judges: [],
    });
    await ok('PUT', `/admin/events/${id}/status`, organizer, { status: 'active' });
    return id;
  }

  async function apply(who: TestAccount, event: string, role: string): Promise<string> {
    return (
      await ok<{ id: string }>('POST', `/events/${event}/applications`, who, { role, shortAnswer: 'I build things.' })
    ).id;
  }

  /** Sets when an application was made and when its first decision came (hours later). */
  async function backdate(applicationId: string, appliedAt: string, decidedAfterHours?: number): Promise<void> {
    await asOwnerRun(databaseUrl, `update applications set created_at = '${appliedAt}' where id = '${applicationId}'`);
    if (decidedAfterHours !== undefined)
      await asOwnerRun(
        databaseUrl,
        `update application_status_history set changed_at = timestamptz '${appliedAt}' + interval '${decidedAfterHours} hours'
         where application_id = '${applicationId}'`,
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
    for (const id of ids.slice(0, 3)) await review(app, id, 'approved', admin);
    await review(app, ids[3], 'rejected', admin);
    // Another event's application shows only under All Events.
    await apply(people[0], otherEventId, 'Dev');
    // Applied on two days; decided 10, 20, 30 and 40 hours later.
    await backdate(ids[0], '2027-01-01T08:00:00Z', 10);
    await backdate(ids[1], '2027-01-01T09:00:00Z', 20);
    await backdate(ids[2], '2027-01-02T08:00:00Z', 30);
    await backdate(ids[3], '2027-01-02T09:00:00Z', 40);
    await backdate(ids[4], '2027-01-02T10:00:00Z');

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
    expect(analytics.applicationsPerDay).toEqual([
      { day: '2027-01-01', count: 2 },
      { day: '2027-01-02', count: 3 },
    ]);
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
});
