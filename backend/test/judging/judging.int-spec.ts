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

// Every event of this spec runs on createSprint's calendar; the clock stands a day before the deadline.

interface ErrorBody {
  code: string;
  message: string;
  fields?: { field: string; reason: string }[];
}

interface Criterion {
  id: string;
  label: string;
  weight: number;
  description: string | null;
}

interface QueueEvent {
  eventId: string;
  phase: string;
  scored: number;
  total: number;
  assignments: { assignmentId: string; projectId: string; title: string; state: string; total: number | null }[];
  conflicts: { projectId: string; reason: string }[];
}

interface Progress {
  phase: string;
  version: number;
  coverage: { fullyReviewed: number; submissions: number };
  judges: { judgeId: string; assigned: number; completed: number; recused: number }[];
  submissions: { submissionId: string; projectId: string; assigned: number; completed: number }[];
  cells: { assignmentId: string; submissionId: string; judgeId: string; state: string; hasScores: boolean }[];
}

interface SheetView {
  eventId: string;
  phase: string;
  assignmentId: string;
  state: string;
  editable: boolean;
  submission: { title: string; tagline: string | null; team: { name: string; role: string }[]; track: string };
  criteria: Criterion[];
  sheet: { version: number; total: number; scores: { criterionId: string; score: number }[] } | null;
  previousProjectId: string | null;
  nextProjectId: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('judging', () => {
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

  /** An active event with two criteria (Innovation 3, Execution 1) and these judges. */
  async function createEvent(judges: TestAccount[] = []): Promise<{ eventId: string; criteria: Criterion[] }> {
    const eventId = await createSprint(app, organizer, {
      criteria: [
        { label: 'Innovation', weight: 3 },
        { label: 'Execution', weight: 1 },
      ],
    });
    for (const judge of judges) await addJudge(eventId, judge);
    const criteria = (await call('GET', `/admin/events/${eventId}/criteria`, organizer)).json<Criterion[]>();
    return { eventId, criteria };
  }

  async function addJudge(eventId: string, judge: TestAccount): Promise<void> {
    expect(
      (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
    ).toBe(201);
  }

  /** An approved participant's team, submitted to the event: its project id. */
  async function submittedTeam(eventId: string, owner: TestAccount, title: string): Promise<string> {
    await applyAs(app, owner, eventId, admin);
    const team = await call('POST', `/events/${eventId}/team`, owner, { title });
    expect(team.statusCode).toBe(201);
    const projectId = team.json<{ id: string }>().id;
    const submitted = await call('POST', `/projects/${projectId}/submissions`, owner, { eventId, track: 'discovery' });
    expect(submitted.statusCode).toBe(201);
    return projectId;
  }

  const progress = async (eventId: string) =>
    (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<Progress>();

  async function openJudging(eventId: string): Promise<void> {
    const { version } = await progress(eventId);
    expect(
      (await call('POST', `/admin/events/${eventId}/judging/open`, organizer, { expectedVersion: version })).statusCode,
    ).toBe(200);
  }

  const assign = (eventId: string, body: object) =>
    call('POST', `/admin/events/${eventId}/judging/assign`, organizer, body);

  async function queue(judge: TestAccount, eventId: string): Promise<QueueEvent> {
    const response = await call('GET', `/judging/events/${eventId}/queue`, judge);
    expect(response.statusCode).toBe(200);
    return response.json<QueueEvent>();
  }

  const sheet = (judge: TestAccount, projectId: string, eventId?: string) =>
    call('GET', `/judging/projects/${projectId}/sheet${eventId ? `?event=${eventId}` : ''}`, judge);

  const save = (judge: TestAccount, assignmentId: string, body: object) =>
    call('PUT', `/judging/assignments/${assignmentId}/sheet`, judge, body);

  const fullSheet = (criteria: Criterion[], scores: number[], expectedVersion = 0) => ({
    scores: criteria.map((criterion, i) => ({ criterionId: criterion.id, score: scores[i] })),
    expectedVersion,
  });

  async function eventsOf(type: string, streamId: string): Promise<Record<string, unknown>[]> {
    const rows = await em.execute<{ payload: Record<string, unknown> }[]>(
      'select payload from domain_events where type = ? and stream_id = ? order by id',
      [type, streamId],
    );
    return rows.map((row) => row.payload);
  }

  describe('who may call what', () => {
    let eventId: string;
    let criteria: Criterion[];
    let judge: TestAccount;
    let judgeB: TestAccount;
    let otherJudge: TestAccount;
    let participant: TestAccount;
    let teamJudge: TestAccount;
    let projectA: string;
    let projectB: string;

    beforeAll(async () => {
      judge = await createAccount(app, 'judge', 'judge');
      judgeB = await createAccount(app, 'judge', 'judgeb');
      otherJudge = await createAccount(app, 'judge', 'other');
      participant = await createAccount(app, 'participant', 'bystander');
      teamJudge = await createAccount(app, 'participant', 'teamjudge');
      ({ eventId, criteria } = await createEvent([judge, judgeB]));
      await createEvent([otherJudge]);
      projectA = await submittedTeam(eventId, teamJudge, 'Ledger Lens');
      projectB = await submittedTeam(eventId, await createAccount(app, 'participant', 'ownerb'), 'Grid Pulse');
      // A team member who also judges the event.
      await addJudge(eventId, teamJudge);
      await openJudging(eventId);
      const assigned = await assign(eventId, { reviewsPerSubmission: 2 });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toEqual({ added: 4, short: [] });
    });

    it('staff endpoints: organizer and admin only; visitors 401', async () => {
      const staffRoutes: [Method, string, object?][] = [
        ['GET', `/admin/events/${eventId}/judging`],
        ['GET', `/admin/events/${eventId}/judging/conflicts`],
        ['GET', `/admin/events/${eventId}/judging/export.csv`],
        ['POST', `/admin/events/${eventId}/judging/assign`, { reviewsPerSubmission: 2 }],
      ];
      for (const [method, url, body] of staffRoutes) {
        expect({ url, status: (await call(method, url, organizer, body)).statusCode }).toEqual({ url, status: 200 });
        expect({ url, status: (await call(method, url, admin, body)).statusCode }).toEqual({ url, status: 200 });
        for (const caller of [judge, otherJudge, participant, teamJudge]) {
          expect({ url, status: (await call(method, url, caller, body)).statusCode }).toEqual({ url, status: 403 });
        }
        expect({ url, status: (await call(method, url, undefined, body)).statusCode }).toEqual({ url, status: 401 });
      }
      for (const change of ['open', 'close', 'reopen']) {
        const url = `/admin/events/${eventId}/judging/${change}`;
        expect((await call('POST', url, judge, { expectedVersion: 1 })).statusCode).toBe(403);
        expect((await call('POST', url, undefined, { expectedVersion: 1 })).statusCode).toBe(401);
      }
      const cell = (await progress(eventId)).cells[0];
      const add = `/admin/events/${eventId}/judging/assignments`;
      expect(
        (await call('POST', add, judge, { submissionId: cell.submissionId, judgeId: judge.userId })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `${add}/${cell.assignmentId}`, participant)).statusCode).toBe(403);
      expect((await call('GET', `/admin/events/00000000-0000-4000-8000-000000000000/judging`, admin)).statusCode).toBe(
        404,
      );
    });

    it('a judge sees their own queue; a judge of another event, a participant and staff get 403 for it', async () => {
      const mine = await queue(judge, eventId);
      expect(mine.phase).toBe('open');
      expect(mine.assignments.map((row) => row.state)).toEqual(mine.assignments.map(() => 'assigned'));
      const all = (await call('GET', '/judging/queue', judge)).json<{ events: QueueEvent[] }>();
      expect(all.events.map((event) => event.eventId)).toEqual([eventId]);
      expect((await call('GET', '/judging/queue', participant)).json()).toEqual({ events: [] });
      expect((await call('GET', '/judging/queue', otherJudge)).json<{ events: QueueEvent[] }>().events).toHaveLength(1);
      for (const caller of [otherJudge, participant, organizer, admin]) {
        expect((await call('GET', `/judging/events/${eventId}/queue`, caller)).statusCode).toBe(403);
        expect((await call('GET', `/judging/events/${eventId}/teams`, caller)).statusCode).toBe(403);
      }
      expect((await call('GET', '/judging/queue')).statusCode).toBe(401);
      expect((await call('GET', '/judging/progress', judge)).json()).toEqual({
        events: 1,
        assigned: mine.total,
        scored: 0,
      });
    });

    it('a team member judging the event is never assigned their own team, and staff cannot add it by hand', async () => {
      const matrix = await progress(eventId);
      const subA = matrix.submissions.find((row) => row.projectId === projectA)!;
      expect(
        matrix.cells
          .filter((cell) => cell.submissionId === subA.submissionId)
          .map((cell) => cell.judgeId)
          .sort(),
      ).toEqual([judge.userId, judgeB.userId].sort());
      expect((await sheet(teamJudge, projectA)).statusCode).toBe(403);
      const added = await call('POST', `/admin/events/${eventId}/judging/assignments`, organizer, {
        submissionId: subA.submissionId,
        judgeId: teamJudge.userId,
      });
      expect(added.statusCode).toBe(409);
      expect(added.json<ErrorBody>()).toMatchObject({ code: 'CONFLICT_OF_INTEREST', fields: [{ field: 'judgeId' }] });
      // Loads: 4 assignments over 3 judges, at most one apart.
      const loads = matrix.judges.map((row) => row.assigned);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    });

    it('only the assigned judge reads and saves the sheet (403 for everyone else, staff included)', async () => {
      const { assignments } = await queue(judge, eventId);
      const mine = assignments.find((row) => row.projectId === projectA)!;
      const view = await sheet(judge, projectA, eventId);
      expect(view.statusCode).toBe(200);
      expect(view.json<SheetView>()).toMatchObject({
        eventId,
        phase: 'open',
        state: 'assigned',
        editable: true,
        submission: { title: 'Ledger Lens', track: 'discovery', team: [{ name: 'Test teamjudge', role: 'owner' }] },
        criteria: [
          { label: 'Innovation', weight: 3 },
          { label: 'Execution', weight: 1 },
        ],
        sheet: null,
      });
      for (const caller of [otherJudge, participant, teamJudge, organizer, admin]) {
        expect((await sheet(caller, projectA, eventId)).statusCode).toBe(403);
        expect((await save(caller, mine.assignmentId, fullSheet(criteria, [3, 3]))).statusCode).toBe(403);
        expect(
          (await call('POST', `/judging/assignments/${mine.assignmentId}/recuse`, caller, { reason: 'x' })).statusCode,
        ).toBe(403);
      }
      expect((await call('GET', `/judging/projects/${projectB}/sheet`)).statusCode).toBe(401);
      expect((await save(judge, mine.assignmentId, fullSheet(criteria, [4, 2]))).statusCode).toBe(200);
    });
  });

  describe('phases', () => {
    it('scores are accepted only while open; transitions follow the design; a stale version is a 409', async () => {
      const judge = await createAccount(app, 'judge', 'phase');
      const { eventId, criteria } = await createEvent([judge]);
      const projectId = await submittedTeam(eventId, await createAccount(app, 'participant', 'owner'), 'Care Circle');
      expect((await assign(eventId, { reviewsPerSubmission: 1 })).json()).toEqual({ added: 1, short: [] });
      const [assignment] = (await queue(judge, eventId)).assignments;

      const notOpen = await save(judge, assignment.assignmentId, fullSheet(criteria, [3, 3]));
      expect(notOpen.statusCode).toBe(403);
      expect(notOpen.json<ErrorBody>().message).toBe('Judging is not open for this event.');

      const base = `/admin/events/${eventId}/judging`;
      expect((await progress(eventId)).phase).toBe('not_started');
      const closeEarly = await call('POST', `${base}/close`, organizer, { expectedVersion: 1 });
      expect(closeEarly.statusCode).toBe(409);
      expect(closeEarly.json<ErrorBody>().code).toBe('JUDGING_PHASE_CHANGE_NOT_ALLOWED');
      expect((await call('POST', `${base}/open`, organizer, {})).statusCode).toBe(400);
      const opened = await call('POST', `${base}/open`, organizer, { expectedVersion: 1 });
      expect(opened.json()).toEqual({ eventId, phase: 'open', version: 2 });
      const stale = await call('POST', `${base}/close`, admin, { expectedVersion: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorBody>().code).toBe('JUDGING_CHANGED');
      expect((await call('POST', `${base}/reopen`, organizer, { expectedVersion: 2 })).statusCode).toBe(409);

      expect((await save(judge, assignment.assignmentId, fullSheet(criteria, [5, 1]))).statusCode).toBe(200);
      expect((await call('POST', `${base}/close`, admin, { expectedVersion: 2 })).json()).toMatchObject({
        phase: 'closed',
      });

      const closedView = (await sheet(judge, projectId)).json<SheetView>();
      expect(closedView).toMatchObject({
        phase: 'closed',
        editable: false,
        state: 'completed',
        sheet: { version: 1, total: 4 },
      });
      expect((await save(judge, assignment.assignmentId, fullSheet(criteria, [4, 4], 1))).statusCode).toBe(403);
      expect((await queue(judge, eventId)).phase).toBe('closed');

      expect((await call('POST', `${base}/reopen`, organizer, { expectedVersion: 3 })).json()).toMatchObject({
        phase: 'open',
        version: 4,
      });
      expect((await save(judge, assignment.assignmentId, fullSheet(criteria, [4, 4], 1))).statusCode).toBe(200);
      expect(await eventsOf('judging.opened', eventId)).toEqual([{ from: 'not_started', to: 'open' }]);
      expect(await eventsOf('judging.closed', eventId)).toEqual([{ from: 'open', to: 'closed' }]);
      expect(await eventsOf('judging.reopened', eventId)).toEqual([{ from: 'closed', to: 'open' }]);
    });
  });

  describe('score sheets', () => {
    it('refuses an incomplete sheet naming the missing criteria, saves the weighted total, records old and new scores, and 409s a stale save', async () => {
      const judge = await createAccount(app, 'judge', 'scorer');
      const { eventId, criteria } = await createEvent([judge]);
      await submittedTeam(eventId, await createAccount(app, 'participant', 'owner'), 'Care Circle');
      await openJudging(eventId);
      await assign(eventId, {});
      const [assignment] = (await queue(judge, eventId)).assignments;
      const id = assignment.assignmentId;
      const [innovation, execution] = criteria;

      const incomplete = await save(judge, id, {
        scores: [{ criterionId: innovation.id, score: 4 }],
        expectedVersion: 0,
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json<ErrorBody>()).toMatchObject({
        code: 'SHEET_INCOMPLETE',
        message: 'Score every criterion. Missing: Execution',
        fields: [{ field: `scores.${execution.id}` }],
      });
      const outOfRange = await save(judge, id, fullSheet(criteria, [6, 1]));
      expect(outOfRange.statusCode).toBe(400);
      expect(JSON.stringify(outOfRange.json())).toContain('score');
      expect(outOfRange.json<ErrorBody>().fields).toContainEqual({
        field: 'scores.0.score',
        reason: 'Score must be at most 5',
      });
      expect(
        (await save(judge, id, { ...fullSheet(criteria, [3, 3]), noteToStaff: 'x'.repeat(2001) })).statusCode,
      ).toBe(400);
      expect((await save(judge, id, { ...fullSheet(criteria, [3, 3]), feedback: 'x'.repeat(2001) })).statusCode).toBe(
        400,
      );

      const first = await save(judge, id, {
        ...fullSheet(criteria, [4, 2]),
        noteToStaff: 'Strong demo',
        feedback: 'Nice work',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ version: 1, total: 3.5, noteToStaff: 'Strong demo', feedback: 'Nice work' });
      expect(await queue(judge, eventId)).toMatchObject({
        scored: 1,
        total: 1,
        assignments: [{ state: 'completed', total: 3.5 }],
      });

      const second = await save(judge, id, fullSheet(criteria, [5, 5], 1));
      expect(second.json()).toMatchObject({ version: 2, total: 5, noteToStaff: null });
      const stale = await save(judge, id, fullSheet(criteria, [1, 1], 1));
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorBody>().code).toBe('SHEET_CHANGED');
      const staleFirst = await save(judge, id, fullSheet(criteria, [1, 1], 0));
      expect(staleFirst.statusCode).toBe(409);

      const saved = await eventsOf('judging.sheet_saved', id);
      expect(saved).toHaveLength(2);
      expect(saved[0]).toMatchObject({
        from: null,
        to: { total: 3.5, scores: { [innovation.id]: 4, [execution.id]: 2 } },
      });
      expect(saved[1]).toMatchObject({
        from: { total: 3.5, scores: { [innovation.id]: 4, [execution.id]: 2 } },
        to: { total: 5, scores: { [innovation.id]: 5, [execution.id]: 5 } },
      });
    });

    it('criteria keep working with an optional description (max 500)', async () => {
      const { eventId, criteria } = await createEvent();
      const url = `/admin/events/${eventId}/criteria`;
      const added = await call('POST', url, organizer, { label: 'Evidence', weight: 2, description: 'Real customers' });
      expect(added.json<Criterion[]>().find((c) => c.label === 'Evidence')).toMatchObject({
        description: 'Real customers',
      });
      expect(
        (await call('POST', url, organizer, { label: 'Long', weight: 2, description: 'x'.repeat(501) })).statusCode,
      ).toBe(400);
      const edited = await call('PUT', `${url}/${criteria[0].id}`, organizer, { label: 'Innovation', weight: 3 });
      expect(edited.json<Criterion[]>().find((c) => c.id === criteria[0].id)).toMatchObject({ description: null });
      await call('PUT', `${url}/${criteria[0].id}`, organizer, { label: 'Innovation', weight: 3, description: 'New' });
      const kept = await call('PUT', `${url}/${criteria[0].id}`, organizer, { label: 'Innovation', weight: 4 });
      expect(kept.json<Criterion[]>().find((c) => c.id === criteria[0].id)).toMatchObject({
        weight: 4,
        description: 'New',
      });
    });
  });

  describe('assignment', () => {
    it('fills only what is missing, says which submissions are short, and honours declared conflicts and shared domains', async () => {
      const judges = [await createAccount(app, 'judge', 'a'), await createAccount(app, 'judge', 'b')];
      const { eventId } = await createEvent(judges);
      const owner = await createAccount(app, 'participant', 'owner');
      const projectA = await submittedTeam(eventId, owner, 'Ledger Lens');
      await submittedTeam(eventId, await createAccount(app, 'participant', 'ownerb'), 'Grid Pulse');

      // Judge a declares a conflict with Ledger Lens; judge b works where its owner works.
      const teams = await call('GET', `/judging/events/${eventId}/teams`, judges[0]);
      expect(teams.json<{ title: string }[]>().map((team) => team.title)).toEqual(['Grid Pulse', 'Ledger Lens']);
      const declared = await call('POST', `/judging/events/${eventId}/conflicts`, judges[0], {
        projectId: projectA,
        reason: 'I mentored this team',
      });
      expect(declared.statusCode).toBe(201);
      expect(declared.json()).toMatchObject([
        { projectId: projectA, projectTitle: 'Ledger Lens', reason: 'I mentored this team' },
      ]);
      expect(
        (
          await call('POST', `/judging/events/${eventId}/conflicts`, judges[0], {
            projectId: projectA,
            reason: 'again',
          })
        ).statusCode,
      ).toBe(409);
      const missingReason = await call('POST', `/judging/events/${eventId}/conflicts`, judges[1], {
        projectId: projectA,
        reason: ' ',
      });
      expect(missingReason.statusCode).toBe(400);
      expect(
        (await call('POST', `/judging/events/${eventId}/conflicts`, organizer, { projectId: projectA, reason: 'x' }))
          .statusCode,
      ).toBe(403);
      await asOwnerRun(
        databaseUrl,
        `update users set email = 'b-${judges[1].userId.slice(0, 8)}@acme.io' where id = '${judges[1].userId}';
         update users set email = 'o-${owner.userId.slice(0, 8)}@acme.io' where id = '${owner.userId}'`,
      );

      const first = await assign(eventId, { reviewsPerSubmission: 2 });
      expect(first.json()).toEqual({
        added: 2,
        short: [
          { submissionId: expect.any(String), projectId: projectA, title: 'Ledger Lens', assigned: 0, wanted: 2 },
        ],
      });
      const conflicts = (await call('GET', `/admin/events/${eventId}/judging/conflicts`, organizer)).json<
        { judgeId: string }[]
      >();
      expect(conflicts).toMatchObject([{ judgeId: judges[0].userId, projectTitle: 'Ledger Lens' }]);

      // Without the same-domain rule, judge b may take Ledger Lens; nothing else moves.
      const before = (await progress(eventId)).cells.map((cell) => cell.assignmentId);
      const second = await assign(eventId, { reviewsPerSubmission: 2, sameDomainConflicts: false });
      expect(second.json()).toMatchObject({ added: 1, short: [{ projectId: projectA, assigned: 1, wanted: 2 }] });
      const after = await progress(eventId);
      expect(after.cells.map((cell) => cell.assignmentId)).toEqual(expect.arrayContaining(before));
      expect(after.cells).toHaveLength(3);
      expect(after).toMatchObject({ reviewsPerSubmission: 2, coverage: { fullyReviewed: 0, submissions: 2 } });

      // A rerun with nothing missing adds nothing; a bad k names the field.
      expect((await assign(eventId, { reviewsPerSubmission: 2, sameDomainConflicts: false })).json()).toMatchObject({
        added: 0,
      });
      const badK = await assign(eventId, { reviewsPerSubmission: 11 });
      expect(badK.statusCode).toBe(400);
      expect(JSON.stringify(badK.json())).toContain('reviewsPerSubmission');
      expect(await eventsOf('judging.assignments_made', eventId)).toHaveLength(3);
    });

    it('a recusal moves the assignment to the next eligible judge; removing one with scores needs confirm', async () => {
      const judges = [
        await createAccount(app, 'judge', 'r1'),
        await createAccount(app, 'judge', 'r2'),
        await createAccount(app, 'judge', 'r3'),
      ];
      const { eventId, criteria } = await createEvent(judges);
      const projectId = await submittedTeam(eventId, await createAccount(app, 'participant', 'owner'), 'Care Circle');
      await openJudging(eventId);
      await assign(eventId, { reviewsPerSubmission: 2 });
      const holders = (await progress(eventId)).cells.map((cell) => cell.judgeId);
      const [leaving, staying] = judges.filter((judge) => holders.includes(judge.userId));
      const free = judges.find((judge) => !holders.includes(judge.userId))!;

      const [mine] = (await queue(leaving, eventId)).assignments;
      await save(leaving, mine.assignmentId, fullSheet(criteria, [2, 2]));
      const url = `/judging/assignments/${mine.assignmentId}/recuse`;
      expect((await call('POST', url, leaving, {})).statusCode).toBe(400);
      const recused = await call('POST', url, leaving, { reason: 'Former colleague of the owner' });
      expect(recused.statusCode).toBe(201);
      expect(recused.json()).toEqual({ reassigned: true });
      expect((await call('POST', url, leaving, { reason: 'again' })).statusCode).toBe(409);

      expect(await queue(leaving, eventId)).toMatchObject({
        scored: 0,
        total: 0,
        assignments: [{ state: 'recused', total: null }],
      });
      expect((await queue(free, eventId)).assignments).toMatchObject([{ projectId, state: 'assigned' }]);
      expect((await sheet(leaving, projectId)).json<SheetView>()).toMatchObject({
        state: 'recused',
        editable: false,
        sheet: null,
      });
      const [recusal] = await eventsOf('judging.judge_recused', eventId);
      expect(recusal).toMatchObject({
        judgeId: leaving.userId,
        reassignedTo: free.userId,
        reason: 'Former colleague of the owner',
      });
      expect(recusal.scores).not.toBeNull();
      const matrix = await progress(eventId);
      expect(matrix.judges.find((row) => row.judgeId === leaving.userId)).toMatchObject({ assigned: 0, recused: 1 });

      // Nobody left to take it: the recusal stands, nothing is reassigned.
      const [stayingRow] = (await queue(staying, eventId)).assignments;
      expect(
        (
          await call('POST', `/judging/assignments/${stayingRow.assignmentId}/recuse`, staying, { reason: 'Conflict' })
        ).json(),
      ).toEqual({
        reassigned: false,
      });

      // Staff remove the free judge's assignment once scored: only with confirm=true, the scores stay in the trail.
      const [freeRow] = (await queue(free, eventId)).assignments;
      await save(free, freeRow.assignmentId, fullSheet(criteria, [5, 3]));
      const remove = `/admin/events/${eventId}/judging/assignments/${freeRow.assignmentId}`;
      const refused = await call('DELETE', remove, organizer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'ASSIGNMENT_HAS_SCORES',
        fields: [{ field: 'confirm' }],
      });
      expect((await call('DELETE', `${remove}?confirm=maybe`, organizer)).statusCode).toBe(400);
      expect((await call('DELETE', `${remove}?confirm=true`, organizer)).statusCode).toBe(204);
      expect((await call('DELETE', `${remove}?confirm=true`, organizer)).statusCode).toBe(404);
      const [removed] = await eventsOf('judging.assignment_removed', eventId);
      expect(removed).toMatchObject({ judgeId: free.userId, total: 4.5 });
      expect((await sheet(free, projectId)).statusCode).toBe(403);

      // Staff add one back by hand; adding it twice is a 409; a non-judge is a 400 naming judgeId.
      const submissionId = matrix.submissions[0].submissionId;
      const addUrl = `/admin/events/${eventId}/judging/assignments`;
      expect((await call('POST', addUrl, organizer, { submissionId, judgeId: free.userId })).statusCode).toBe(201);
      expect((await call('POST', addUrl, organizer, { submissionId, judgeId: free.userId })).statusCode).toBe(409);
      const notJudge = await call('POST', addUrl, organizer, { submissionId, judgeId: organizer.userId });
      expect(notJudge.json<ErrorBody>()).toMatchObject({ code: 'JUDGE_NOT_IN_EVENT', fields: [{ field: 'judgeId' }] });
      expect((await call('POST', addUrl, organizer, { submissionId: 'nope', judgeId: free.userId })).statusCode).toBe(
        400,
      );
    });
  });

  describe('staff progress and export', () => {
    it('shows coverage, per-judge counts and the matrix, and exports every sheet as CSV', async () => {
      const judges = [await createAccount(app, 'judge', 'x1'), await createAccount(app, 'judge', 'x2')];
      const { eventId, criteria } = await createEvent(judges);
      const projectA = await submittedTeam(eventId, await createAccount(app, 'participant', 'owner'), 'Ledger Lens');
      const projectB = await submittedTeam(
        eventId,
        await createAccount(app, 'participant', 'ownerb'),
        '=Grid, "Pulse"',
      );
      await openJudging(eventId);
      await assign(eventId, { reviewsPerSubmission: 2 });
      // The dashboards' 'Pending': submissions short of their reviews.
      const pending = async () =>
        (await call('GET', '/admin/project-stats', admin)).json<{ pendingSubmissions: number }>().pendingSubmissions;
      const pendingBefore = await pending();
      for (const judge of judges) {
        const row = (await queue(judge, eventId)).assignments.find((assignment) => assignment.projectId === projectA)!;
        await save(judge, row.assignmentId, { ...fullSheet(criteria, [4, 4]), noteToStaff: 'ok' });
      }
      const [firstB] = (await queue(judges[0], eventId)).assignments.filter((row) => row.projectId === projectB);
      await save(judges[0], firstB.assignmentId, fullSheet(criteria, [1, 5]));
      // A has both its reviews, B one of two: only A stops counting.
      expect(await pending()).toBe(pendingBefore - 1);

      const view = await progress(eventId);
      expect(view.coverage).toEqual({ fullyReviewed: 1, submissions: 2 });
      expect(view.judges.map(({ assigned, completed, recused }) => ({ assigned, completed, recused }))).toEqual([
        { assigned: 2, completed: 2, recused: 0 },
        { assigned: 2, completed: 1, recused: 0 },
      ]);
      expect(view.cells).toHaveLength(4);
      expect(view.cells.filter((cell) => cell.hasScores)).toHaveLength(3);
      expect(Object.fromEntries(view.submissions.map((row) => [row.projectId, row.completed]))).toEqual({
        [projectA]: 2,
        [projectB]: 1,
      });

      const csv = await call('GET', `/admin/events/${eventId}/judging/export.csv`, admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'judge,judge_email,project,track,submission_id,Innovation (weight 3),Execution (weight 1),total,normalised_z,counts,note_to_staff,feedback,saved_at',
      );
      expect(lines).toHaveLength(4);
      expect(lines.filter((line) => line.includes('Ledger Lens,discovery'))).toHaveLength(2);
      expect(lines.find((line) => line.includes('Pulse'))).toContain(`"'=Grid, ""Pulse""",discovery`);
      // z: the first judge has 2 sheets (4, 2): centred, over s_all of the event's 4, 4, 2.
      expect(lines.find((line) => line.includes('Pulse'))).toContain(',1,5,2,-1.061,yes,,');
      expect((await call('GET', `/admin/events/${eventId}/judging/export.csv`, judges[0])).statusCode).toBe(403);

      // Deleting the event takes judging's rows along, counted in its audit entry.
      expect((await call('DELETE', `/admin/events/${eventId}`, admin)).statusCode).toBe(204);
      const [deleted] = await eventsOf('event.deleted', eventId);
      expect(deleted.removed).toMatchObject({ judge_assignments: 4, score_sheets: 3, judge_conflicts: 0 });
    });
  });
});
