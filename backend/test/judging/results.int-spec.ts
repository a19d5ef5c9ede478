import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

// Issue 16: leaderboards, publishing, the teams' results and winner suggestions over real sheets.

interface Criterion {
  id: string;
  label: string;
  weight: number;
}

interface Row {
  submissionId: string;
  projectId: string;
  title: string;
  tagline: string | null;
  track: string;
  rank: number | null;
  rawRank?: number | null;
  score: number | null;
  rawMean: number | null;
  standardError: number | null;
  reviews: number;
  place: number | null;
}

interface Leaderboard {
  eventId: string;
  eventTitle: string;
  published: boolean;
  judging?: { phase: string; version: number; sheets: number };
  overall: Row[];
  tracks: { track: string; rows: Row[] }[];
}

interface ProjectResults {
  projectId: string;
  results: {
    eventId: string;
    track: string;
    rank: number | null;
    trackSize: number;
    reviews: number;
    place: number | null;
    criteria: { criterionId: string; label: string; average: number | null }[];
    feedback: { judge: string; text: string }[];
  }[];
}

interface Suggestion {
  track: string;
  place: number;
  submissionId: string;
  projectId: string;
  title: string;
  awardedPlace: number | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('results', () => {
  const sink = new SmtpSink();
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let em: EntityManager;
  let admin: TestAccount;
  let organizer: TestAccount;
  let harsh: TestAccount;
  let lenient: TestAccount;
  let ownerA: TestAccount;
  let memberA: TestAccount;
  let ownerB: TestAccount;
  let ownerC: TestAccount;
  let outsider: TestAccount;
  let eventId: string;
  let criteria: Criterion[];
  const projects: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  const judgingOf = async () =>
    (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{ phase: string; version: number }>();

  async function change(phaseChange: string, who: TestAccount = organizer) {
    const { version } = await judgingOf();
    return call('POST', `/admin/events/${eventId}/judging/${phaseChange}`, who, { expectedVersion: version });
  }

  const leaderboard = (who?: TestAccount) => call('GET', `/results/leaderboards/${eventId}`, who);

  async function eventsOf(type: string): Promise<Record<string, unknown>[]> {
    const rows = await em.execute<{ payload: Record<string, unknown>; actor_id: string | null }[]>(
      'select payload, actor_id from domain_events where type = ? and stream_id = ? order by id',
      [type, eventId],
    );
    return rows.map((row) => ({ ...row.payload, actor: row.actor_id }));
  }

  async function submittedTeam(owner: TestAccount, title: string, track: string): Promise<string> {
    await applyAs(app, owner, eventId, admin);
    const team = await call('POST', `/events/${eventId}/team`, owner, { title });
    expect(team.statusCode).toBe(201);
    const projectId = team.json<{ id: string }>().id;
    const submitted = await call('POST', `/projects/${projectId}/submissions`, owner, { eventId, track });
    expect(submitted.statusCode).toBe(201);
    return projectId;
  }

  /** Saves the judge's sheet for the project: Innovation (weight 3), Execution (weight 1). */
  async function score(judge: TestAccount, projectId: string, scores: [number, number], texts: object = {}) {
    const view = await call('GET', `/judging/projects/${projectId}/sheet`, judge);
    expect(view.statusCode).toBe(200);
    const { assignmentId } = view.json<{ assignmentId: string }>();
    const saved = await call('PUT', `/judging/assignments/${assignmentId}/sheet`, judge, {
      scores: criteria.map((criterion, i) => ({ criterionId: criterion.id, score: scores[i] })),
      expectedVersion: 0,
      ...texts,
    });
    expect(saved.statusCode).toBe(200);
  }

  beforeAll(async () => {
    await sink.start();
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl, { SMTP_URL: sink.url }), { runWorkers: true });
    em = app.get(EntityManager).fork();
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    harsh = await createAccount(app, 'judge', 'harsh');
    lenient = await createAccount(app, 'judge', 'lenient');
    ownerA = await createAccount(app, 'participant', 'ownera');
    memberA = await createAccount(app, 'participant', 'membera');
    ownerB = await createAccount(app, 'participant', 'ownerb');
    ownerC = await createAccount(app, 'participant', 'ownerc');
    outsider = await createAccount(app, 'participant', 'outsider');

    eventId = await createSprint(app, organizer, {
      title: 'Results Sprint',
      timezone: 'America/New_York',
      criteria: [
        { label: 'Innovation', weight: 3 },
        { label: 'Execution', weight: 1 },
      ],
    });
    for (const judge of [harsh, lenient]) {
      expect(
        (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
      ).toBe(201);
    }
    criteria = (await call('GET', `/admin/events/${eventId}/criteria`, organizer)).json<Criterion[]>();
    projects.a = await submittedTeam(ownerA, 'Ledger Lens', 'discovery');
    projects.b = await submittedTeam(ownerB, 'Grid Pulse', 'discovery');
    projects.c = await submittedTeam(ownerC, 'Tide Table', 'startup');
    // A second member of team A.
    await asOwnerRun(
      databaseUrl,
      `insert into project_members (project_id, user_id, role) values ('${projects.a}', '${memberA.userId}', 'member')`,
    );

    expect((await change('open')).statusCode).toBe(200);
    const assigned = await call('POST', `/admin/events/${eventId}/judging/assign`, organizer, {
      reviewsPerSubmission: 2,
    });
    expect(assigned.json()).toEqual({ added: 6, short: [] });
    // The harsh judge spreads widely (totals 3, 2, 1), the lenient one barely (4.75, 4.5, 4).
    await score(harsh, projects.a, [3, 3], { feedback: 'Strong idea, rough demo.', noteToStaff: 'HARSH-NOTE-A' });
    await score(harsh, projects.b, [2, 2]);
    await score(harsh, projects.c, [1, 1], { feedback: 'Needs a clearer problem.' });
    await score(lenient, projects.a, [5, 4], { feedback: 'Loved it.', noteToStaff: 'LENIENT-NOTE-A' });
    await score(lenient, projects.b, [5, 3], { feedback: '   ' });
    await score(lenient, projects.c, [4, 4]);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    await sink.stop();
  });

  it('while judging is open: staff read the leaderboard with the phase and raw ranks; everyone else gets 403', async () => {
    for (const who of [organizer, admin]) {
      const response = await leaderboard(who);
      expect(response.statusCode).toBe(200);
      const board = response.json<Leaderboard>();
      expect(board.published).toBe(false);
      expect(board.judging).toEqual({ phase: 'open', version: expect.any(Number), sheets: 6 });
      expect(board.overall.map((row) => [row.projectId, row.rank])).toEqual([
        [projects.a, 1],
        [projects.b, 2],
        [projects.c, 3],
      ]);
      expect(board.overall.every((row) => typeof row.rawRank === 'number')).toBe(true);
    }
    for (const who of [ownerA, outsider, harsh, undefined]) {
      const response = await leaderboard(who);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('Results have not been published yet.');
    }
    expect((await call('GET', '/results/leaderboards/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/results/leaderboards/not-a-uuid')).statusCode).toBe(400);
    // The list: staff see open judging, everyone else nothing yet.
    const staffList = (await call('GET', '/results/leaderboards', organizer)).json<
      { eventId: string; phase: string; timezone: string }[]
    >();
    // Its dates read in the event's own time zone.
    expect(staffList.find((entry) => entry.eventId === eventId)).toMatchObject({
      phase: 'open',
      timezone: 'America/New_York',
    });
    for (const who of [ownerA, undefined]) {
      const list = await call('GET', '/results/leaderboards', who);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ eventId: string }[]>().some((entry) => entry.eventId === eventId)).toBe(false);
    }
    // Before publishing, the team's card is empty.
    expect((await call('GET', `/results/projects/${projects.a}`, ownerA)).json()).toEqual({
      projectId: projects.a,
      results: [],
    });
  });

  it('ranks per track with raw means, reviews and ±', async () => {
    const board = (await leaderboard(organizer)).json<Leaderboard>();
    const discovery = board.tracks.find((track) => track.track === 'discovery')!;
    expect(discovery.rows.map((row) => [row.title, row.rank, row.reviews])).toEqual([
      ['Ledger Lens', 1, 2],
      ['Grid Pulse', 2, 2],
    ]);
    expect(board.tracks.map((track) => track.track)).toEqual(['discovery', 'startup']);
    const a = board.overall.find((row) => row.projectId === projects.a)!;
    expect(a.rawMean).toBeCloseTo((3 + 4.75) / 2, 12);
    expect(a.standardError).not.toBeNull();
  });

  it('Publish Results needs closed judging and the current version; it is audited', async () => {
    const early = await change('publish');
    expect(early.statusCode).toBe(409);
    expect((await change('withdraw')).statusCode).toBe(409);
    expect((await change('publish', outsider)).statusCode).toBe(403);
    expect((await change('close')).statusCode).toBe(200);
    const { version } = await judgingOf();
    const stale = await call('POST', `/admin/events/${eventId}/judging/publish`, organizer, {
      expectedVersion: version - 1,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await call('POST', `/admin/events/${eventId}/judging/publish`, organizer, { expectedVersion: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('expectedVersion');
    const published = await call('POST', `/admin/events/${eventId}/judging/publish`, organizer, {
      expectedVersion: version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ eventId, phase: 'published', version: version + 1 });
    expect(await eventsOf('judging.results_published')).toEqual([
      { from: 'closed', to: 'published', actor: organizer.userId },
    ]);
  });

  it('publishing emails each team member once, linking to their project page, and no one else', async () => {
    const mails = (to: string) => sink.messagesTo(to).filter((mail) => mail.subject?.startsWith('Results of'));
    for (const [member, projectId] of [
      [ownerA, projects.a],
      [memberA, projects.a],
      [ownerB, projects.b],
      [ownerC, projects.c],
    ] as const) {
      const received = await eventually(() =>
        Promise.resolve(mails(member.email).length ? mails(member.email) : undefined),
      );
      expect(received).toHaveLength(1);
      expect(received[0].subject).toBe('Results of Results Sprint are published');
      expect(received[0].text).toContain(`/projects/${projectId}`);
      expect(
        (await queuedEmails(app, member.email)).filter((email) => email.template === 'results.published'),
      ).toHaveLength(1);
    }
    for (const other of [harsh, lenient, outsider, organizer]) {
      expect((await queuedEmails(app, other.email)).filter((email) => email.template === 'results.published')).toEqual(
        [],
      );
    }
  });

  it('once published everyone reads the leaderboard, without staff fields, judges or notes', async () => {
    for (const who of [undefined, outsider, ownerA, harsh]) {
      const response = await leaderboard(who);
      expect(response.statusCode).toBe(200);
      const board = response.json<Leaderboard>();
      expect(board.published).toBe(true);
      expect(board.judging).toBeUndefined();
      expect(board.overall.map((row) => row.projectId)).toEqual([projects.a, projects.b, projects.c]);
      expect(board.overall.some((row) => 'rawRank' in row)).toBe(false);
      for (const secret of [harsh.userId, lenient.userId, harsh.email, 'HARSH-NOTE-A', 'Test harsh']) {
        expect(response.body).not.toContain(secret);
      }
    }
    const list = (await call('GET', '/results/leaderboards')).json<{ eventId: string; phase: string }[]>();
    expect(list.find((entry) => entry.eventId === eventId)?.phase).toBe('published');
  });

  it("a team member reads their rank, criterion averages and the judges' feedback as 'Judge 1', 'Judge 2'", async () => {
    for (const who of [ownerA, memberA]) {
      const response = await call('GET', `/results/projects/${projects.a}`, who);
      expect(response.statusCode).toBe(200);
      const { results } = response.json<ProjectResults>();
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({ eventId, track: 'discovery', rank: 1, trackSize: 2, reviews: 2, place: null });
      expect(results[0].criteria).toEqual([
        { criterionId: criteria[0].id, label: 'Innovation', weight: 3, average: 4 },
        { criterionId: criteria[1].id, label: 'Execution', weight: 1, average: 3.5 },
      ]);
      // Assignment order: the harsh judge's sheet was assigned first or second, but numbering is by that order.
      expect(results[0].feedback.map((entry) => entry.judge)).toEqual(['Judge 1', 'Judge 2']);
      expect(results[0].feedback.map((entry) => entry.text).sort()).toEqual(['Loved it.', 'Strong idea, rough demo.']);
      for (const secret of [
        harsh.userId,
        lenient.userId,
        harsh.email,
        lenient.email,
        'HARSH-NOTE-A',
        'LENIENT-NOTE-A',
        'Test harsh',
        'Test lenient',
        'judgeId',
        'noteToStaff',
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
    // Blank feedback is not shown.
    const b = (await call('GET', `/results/projects/${projects.b}`, ownerB)).json<ProjectResults>();
    expect(b.results[0]).toMatchObject({ rank: 2, trackSize: 2, feedback: [] });
    expect((await call('GET', `/results/projects/${projects.a}`, outsider)).statusCode).toBe(403);
    expect((await call('GET', `/results/projects/${projects.a}`, ownerB)).statusCode).toBe(403);
    expect((await call('GET', `/results/projects/${projects.a}`)).statusCode).toBe(401);
    expect((await call('GET', '/results/projects/00000000-0000-4000-8000-000000000000', ownerA)).statusCode).toBe(404);
  });

  it("'Suggest from ranking' proposes the top of each track; Add Winner confirms one and the leaderboard shows it", async () => {
    const url = `/admin/events/${eventId}/judging/winner-suggestions`;
    for (const who of [ownerA, harsh]) expect((await call('GET', url, who)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    const suggestions = (await call('GET', url, organizer)).json<Suggestion[]>();
    expect(suggestions.map((s) => [s.track, s.place, s.projectId, s.awardedPlace])).toEqual([
      ['discovery', 1, projects.a, null],
      ['discovery', 2, projects.b, null],
      ['startup', 1, projects.c, null],
    ]);
    // Nothing was awarded by suggesting.
    expect((await leaderboard(organizer)).json<Leaderboard>().overall.every((row) => row.place === null)).toBe(true);
    const first = suggestions[0];
    const added = await call('POST', `/admin/events/${eventId}/winners`, organizer, {
      submissionId: first.submissionId,
      track: first.track,
      place: first.place,
    });
    expect(added.statusCode).toBe(201);
    const board = (await leaderboard()).json<Leaderboard>();
    expect(board.overall.find((row) => row.projectId === projects.a)?.place).toBe(1);
    expect((await call('GET', url, admin)).json<Suggestion[]>()[0].awardedPlace).toBe(1);
    expect((await call('GET', `/results/projects/${projects.a}`, ownerA)).json<ProjectResults>().results[0].place).toBe(
      1,
    );
  });

  it('Withdraw Results hides them again from everyone but staff; audited', async () => {
    expect((await change('withdraw', ownerA)).statusCode).toBe(403);
    const withdrawn = await change('withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ phase: string }>().phase).toBe('closed');
    expect(await eventsOf('judging.results_withdrawn')).toEqual([
      { from: 'published', to: 'closed', actor: organizer.userId },
    ]);
    expect((await leaderboard()).statusCode).toBe(403);
    expect((await leaderboard(ownerA)).statusCode).toBe(403);
    expect((await leaderboard(organizer)).json<Leaderboard>().judging?.phase).toBe('closed');
    expect((await call('GET', `/results/projects/${projects.a}`, ownerA)).json<ProjectResults>().results).toEqual([]);
    const list = (await call('GET', '/results/leaderboards')).json<{ eventId: string }[]>();
    expect(list.some((entry) => entry.eventId === eventId)).toBe(false);
  });
});
