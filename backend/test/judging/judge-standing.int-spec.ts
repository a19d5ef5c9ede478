import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

// Issue 25: what a security review saw. A judge removed from the event, a judge demoted to
// participant, and a judge in conflict with the team kept reading and saving their sheets, and
// their scores counted. Each is refused at the moment of use now, and their scores stop counting.

interface Criterion {
  id: string;
  label: string;
  weight: number;
}

interface Leaderboard {
  judging?: { sheets: number };
  overall: { projectId: string; rawMean: number | null; reviews: number }[];
}

interface ProjectResults {
  results: { reviews: number; feedback: { judge: string; text: string }[] }[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('only a current, unconflicted judge touches a sheet', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let em: EntityManager;
  let admin: TestAccount;
  let organizer: TestAccount;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl), { runWorkers: false });
    em = app.get(EntityManager).fork();
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  interface Scored {
    eventId: string;
    projectId: string;
    owner: TestAccount;
    criteria: Criterion[];
    /** The judge under test's assignment. */
    assignmentId: string;
  }

  /**
   * An open event with one submitted team, judged by `subject` (who scores it 5, 5 with feedback)
   * and a steady judge of role participant (1, 1): anyone may judge an event, whatever their role.
   */
  async function scoredBy(subject: TestAccount): Promise<Scored> {
    const eventId = await createSprint(app, organizer, {
      criteria: [
        { label: 'Innovation', weight: 3 },
        { label: 'Execution', weight: 1 },
      ],
    });
    const steady = await createAccount(app, 'participant', 'steady');
    for (const judge of [subject, steady]) {
      expect(
        (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
      ).toBe(201);
    }
    const criteria = (await call('GET', `/admin/events/${eventId}/criteria`, organizer)).json<Criterion[]>();
    const owner = await createAccount(app, 'participant', 'owner');
    await applyAs(app, owner, eventId, admin);
    const projectId = (await call('POST', `/events/${eventId}/team`, owner, { title: 'Ledger Lens' })).json<{
      id: string;
    }>().id;
    expect(
      (await call('POST', `/projects/${projectId}/submissions`, owner, { eventId, track: 'discovery' })).statusCode,
    ).toBe(201);
    const { version } = (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{ version: number }>();
    expect(
      (await call('POST', `/admin/events/${eventId}/judging/open`, organizer, { expectedVersion: version })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/admin/events/${eventId}/judging/assign`, organizer, { reviewsPerSubmission: 2 })).json(),
    ).toEqual({ added: 2, short: [] });
    const assignmentId = await score(subject, projectId, criteria, [5, 5], 'SUBJECT-FEEDBACK');
    await score(steady, projectId, criteria, [1, 1], 'Steady feedback');
    expect(await counted(eventId, projectId)).toEqual({ sheets: 2, reviews: 2, rawMean: 3 });
    return { eventId, projectId, owner, criteria, assignmentId };
  }

  async function score(
    judge: TestAccount,
    projectId: string,
    criteria: Criterion[],
    scores: [number, number],
    feedback: string,
  ): Promise<string> {
    const view = await call('GET', `/judging/projects/${projectId}/sheet`, judge);
    expect(view.statusCode).toBe(200);
    const { assignmentId } = view.json<{ assignmentId: string }>();
    expect((await save(judge, assignmentId, criteria, 0, feedback, scores)).statusCode).toBe(200);
    return assignmentId;
  }

  const save = (
    judge: TestAccount,
    assignmentId: string,
    criteria: Criterion[],
    expectedVersion = 1,
    feedback = '',
    scores = [5, 5],
  ) =>
    call('PUT', `/judging/assignments/${assignmentId}/sheet`, judge, {
      scores: criteria.map((criterion, i) => ({ criterionId: criterion.id, score: scores[i] })),
      expectedVersion,
      feedback,
    });

  /** What the staff leaderboard counts for the project. */
  async function counted(eventId: string, projectId: string) {
    const response = await call('GET', `/results/leaderboards/${eventId}`, organizer);
    expect(response.statusCode).toBe(200);
    const board = response.json<Leaderboard>();
    const row = board.overall.find((entry) => entry.projectId === projectId)!;
    return { sheets: board.judging!.sheets, reviews: row.reviews, rawMean: row.rawMean };
  }

  /** Sheet read, save and recusal by the judge: each status and error code. */
  async function attempts(judge: TestAccount, { projectId, assignmentId, criteria }: Scored) {
    const responses = [
      await call('GET', `/judging/projects/${projectId}/sheet`, judge),
      await save(judge, assignmentId, criteria),
      await call('POST', `/judging/assignments/${assignmentId}/recuse`, judge, { reason: 'Stepping back' }),
    ];
    return responses.map((response) => [response.statusCode, response.json<{ code: string }>().code]);
  }

  /** Publishes the event's results and answers the team's view of them. */
  async function publishedFor(scored: Scored): Promise<ProjectResults['results'][number]> {
    for (const change of ['close', 'publish']) {
      const { version } = (await call('GET', `/admin/events/${scored.eventId}/judging`, organizer)).json<{
        version: number;
      }>();
      expect(
        (
          await call('POST', `/admin/events/${scored.eventId}/judging/${change}`, organizer, {
            expectedVersion: version,
          })
        ).statusCode,
      ).toBe(200);
    }
    const response = await call('GET', `/results/projects/${scored.projectId}`, scored.owner);
    expect(response.statusCode).toBe(200);
    return response.json<ProjectResults>().results[0];
  }

  async function eventsOf(type: string, streamId: string): Promise<Record<string, unknown>[]> {
    const rows = await em.execute<{ payload: Record<string, unknown> }[]>(
      'select payload from domain_events where type = ? and stream_id = ? order by id',
      [type, streamId],
    );
    return rows.map((row) => row.payload);
  }

  it('a judge removed on the Judging tab: their assignment ends with the seat, its scores kept in the audit trail only', async () => {
    const judge = await createAccount(app, 'judge', 'removed');
    const scored = await scoredBy(judge);
    expect((await call('DELETE', `/admin/events/${scored.eventId}/judges/${judge.userId}`, organizer)).statusCode).toBe(
      200,
    );

    expect(await attempts(judge, scored)).toEqual([
      [403, 'NOT_ASSIGNED'],
      [404, 'ASSIGNMENT_NOT_FOUND'],
      [404, 'ASSIGNMENT_NOT_FOUND'],
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
    expect(await eventsOf('event.judge_removed', scored.eventId)).toEqual([
      { userId: judge.userId, via: 'judging_tab' },
    ]);
    expect(await eventsOf('judging.assignment_removed', scored.eventId)).toEqual([
      expect.objectContaining({
        assignmentId: scored.assignmentId,
        judgeId: judge.userId,
        total: 5,
        scores: Object.fromEntries(scored.criteria.map((criterion) => [criterion.id, 5])),
        via: 'judge_removed',
      }),
    ]);
    const matrix = (await call('GET', `/admin/events/${scored.eventId}/judging`, organizer)).json<{
      cells: { judgeId: string }[];
    }>();
    expect(matrix.cells.some((cell) => cell.judgeId === judge.userId)).toBe(false);
    expect((await publishedFor(scored)).feedback.map((entry) => entry.text)).toEqual(['Steady feedback']);
  });

  it('a judge whose seat ended while their assignment stayed (as removals did before) is refused and not counted', async () => {
    const judge = await createAccount(app, 'judge', 'seatless');
    const scored = await scoredBy(judge);
    await asOwnerRun(
      databaseUrl,
      `delete from event_judges where event_id = '${scored.eventId}' and user_id = '${judge.userId}'`,
    );

    expect(await attempts(judge, scored)).toEqual([
      [403, 'NOT_EVENT_JUDGE'],
      [403, 'NOT_EVENT_JUDGE'],
      [403, 'NOT_EVENT_JUDGE'],
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
    // The export keeps the sheet for the record, marked as not counting and without a z.
    const csv = await call('GET', `/admin/events/${scored.eventId}/judging/export.csv`, organizer);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    const column = header.split(',').indexOf('counts');
    const countsOf = (email: string) => rows.find((row) => row.includes(email))!.split(',');
    expect(countsOf(judge.email)[column]).toBe('no');
    expect(countsOf(judge.email)[column - 1]).toBe('');
    expect(rows.filter((row) => row.split(',')[column] === 'yes')).toHaveLength(1);
    const results = await publishedFor(scored);
    expect(results.reviews).toBe(1);
    expect(results.feedback.map((entry) => entry.text)).toEqual(['Steady feedback']);
  });

  it('a judge demoted to participant stops judging every event in the same change', async () => {
    const judge = await createAccount(app, 'judge', 'demoted');
    const scored = await scoredBy(judge);
    const demoted = await call('PUT', `/admin/users/${judge.userId}/role`, admin, { role: 'participant' });
    expect(demoted.statusCode).toBe(200);

    expect(await attempts(judge, scored)).toEqual([
      [403, 'NOT_ASSIGNED'],
      [404, 'ASSIGNMENT_NOT_FOUND'],
      [404, 'ASSIGNMENT_NOT_FOUND'],
    ]);
    expect((await call('GET', `/judging/events/${scored.eventId}/queue`, judge)).statusCode).toBe(403);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
    expect(await eventsOf('event.judge_removed', scored.eventId)).toEqual([
      { userId: judge.userId, via: 'role_change' },
    ]);
    expect(await eventsOf('judging.assignment_removed', scored.eventId)).toEqual([
      expect.objectContaining({ assignmentId: scored.assignmentId, total: 5, via: 'judge_removed' }),
    ]);
  });

  it('a judge promoted from judge to organizer keeps judging (only the demotion to participant ends it)', async () => {
    const judge = await createAccount(app, 'judge', 'promoted');
    const scored = await scoredBy(judge);
    expect((await call('PUT', `/admin/users/${judge.userId}/role`, admin, { role: 'organizer' })).statusCode).toBe(200);
    expect((await save(judge, scored.assignmentId, scored.criteria)).statusCode).toBe(200);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 2, reviews: 2, rawMean: 3 });
  });

  it('a judge who declares a conflict with the team after scoring is recused at once, refused and not counted', async () => {
    const judge = await createAccount(app, 'judge', 'declared');
    const scored = await scoredBy(judge);
    expect(
      (
        await call('POST', `/judging/events/${scored.eventId}/conflicts`, judge, {
          projectId: scored.projectId,
          reason: 'I advised this team',
        })
      ).statusCode,
    ).toBe(201);

    const refused = await call('GET', `/judging/projects/${scored.projectId}/sheet`, judge);
    expect(refused.json()).toMatchObject({
      code: 'JUDGE_HAS_CONFLICT',
      message:
        'You have a conflict of interest with this team (declared conflict), so you cannot judge its submission.',
    });
    expect(await attempts(judge, scored)).toEqual([
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'NOT_ASSIGNED'],
      [409, 'ALREADY_RECUSED'],
    ]);
    expect(await eventsOf('judging.judge_recused', scored.eventId)).toEqual([
      expect.objectContaining({
        assignmentId: scored.assignmentId,
        judgeId: judge.userId,
        reason: 'I advised this team',
        scores: Object.fromEntries(scored.criteria.map((criterion) => [criterion.id, 5])),
        reassignedTo: null,
      }),
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
  });

  it('a conflict recorded while the judge kept the assignment (as declarations did before) is refused and not counted', async () => {
    const judge = await createAccount(app, 'judge', 'kept');
    const scored = await scoredBy(judge);
    await asOwnerRun(
      databaseUrl,
      `insert into judge_conflicts (id, event_id, judge_id, project_id, reason)
       values (gen_random_uuid(), '${scored.eventId}', '${judge.userId}', '${scored.projectId}', 'I advised this team')`,
    );

    expect(await attempts(judge, scored)).toEqual([
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
  });

  it('a judge who is a member of the team (joined before joins were checked) is refused and not counted', async () => {
    const judge = await createAccount(app, 'judge', 'member');
    const scored = await scoredBy(judge);
    await asOwnerRun(
      databaseUrl,
      `insert into project_members (project_id, user_id, role) values ('${scored.projectId}', '${judge.userId}', 'member')`,
    );

    expect(await attempts(judge, scored)).toEqual([
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
    const results = await publishedFor(scored);
    expect(results.reviews).toBe(1);
    expect(results.feedback.map((entry) => entry.text)).toEqual(['Steady feedback']);
  });

  it('a judge on the team as submitted, who left it since, is refused and not counted', async () => {
    const judge = await createAccount(app, 'judge', 'former');
    const scored = await scoredBy(judge);
    // The submission's snapshot keeps its team as submitted; the judge is no longer a member today.
    await asOwnerRun(
      databaseUrl,
      `update project_submissions
       set snapshot = jsonb_set(snapshot, '{team}', snapshot->'team' || jsonb_build_array(
         jsonb_build_object('user_id', '${judge.userId}', 'name', 'Former member', 'role', 'member')))
       where project_id = '${scored.projectId}'`,
    );

    expect(await attempts(judge, scored)).toEqual([
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
  });

  it("a judge who shares an organisation's email domain with the team (changed since assignment) is refused and not counted", async () => {
    const judge = await createAccount(app, 'judge', 'domain');
    const scored = await scoredBy(judge);
    // Addresses on example.com share no organisation; these two now share one.
    await asOwnerRun(
      databaseUrl,
      `update users set email = replace(email, '@example.com', '@acme-labs.io')
       where id in ('${judge.userId}', '${scored.owner.userId}')`,
    );

    expect(await attempts(judge, scored)).toEqual([
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
      [403, 'JUDGE_HAS_CONFLICT'],
    ]);
    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 1, reviews: 1, rawMean: 1 });
  });

  it("a judge on an organisation's domain the team does not share still counts", async () => {
    const judge = await createAccount(app, 'judge', 'other-domain');
    const scored = await scoredBy(judge);
    await asOwnerRun(
      databaseUrl,
      `update users set email = replace(email, '@example.com', '@acme-labs.io') where id = '${judge.userId}'`,
    );

    expect(await counted(scored.eventId, scored.projectId)).toEqual({ sheets: 2, reviews: 2, rawMean: 3 });
  });
});
