import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { review as decide } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// Application review, assignment and reviewing (review.md, issue 28). The review setup (settings,
// rubric, seats) is arranged in the tables directly: its own commands are tested in their spec.

interface ErrorBody {
  code: string;
  message: string;
  fields?: { field: string; reason: string }[];
}

interface AssignResult {
  added: number;
  applications: number;
  reviewers: number;
  reviewsPerApplication: number;
  short: { applicationId: string; applicantName: string; assigned: number; wanted: number }[];
}

interface QueueEvent {
  eventId: string;
  eventTitle: string;
  blind: boolean;
  reviewed: number;
  assigned: number;
  items: {
    applicationId: string;
    applicantName: string | null;
    role: string;
    state: string;
    decided: boolean;
    total: number | null;
  }[];
}

interface SavedReview {
  scores: { criterionId: string; score: number }[];
  total: number;
  noteToStaff: string | null;
  recommendation: string | null;
  version: number;
}

interface ApplicationView {
  applicationId: string;
  blind: boolean;
  applicant: { name: string; email: string; linkedinUrl: string | null } | null;
  role: string;
  shortAnswer: string;
  answers: { questionId: string; label: string; answer: string | null }[];
  decided: boolean;
  assigned: boolean;
  criteria: { id: string; label: string; weight: number }[];
  review: SavedReview | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Person extends TestAccount {
  firstName: string;
  lastName: string;
}

describe('application review: assignment and reviewing', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let admin: TestAccount;
  let organizer: TestAccount;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
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

  /** A person with a distinctive name and, when given, an email on that domain. */
  async function person(domain?: string, role: TestAccount['role'] = 'participant'): Promise<Person> {
    const account = await createAccount(app, role);
    const tag = randomUUID().slice(0, 6);
    const firstName = `Zelda${tag}`;
    const lastName = `Quistgaard${tag}`;
    const email = domain ? `zq.${tag}@${domain}` : account.email;
    await em.execute('update users set email = ? where id = ?', [email, account.userId]);
    await em.execute('update profiles set name = ?, first_name = ?, last_name = ? where user_id = ?', [
      `${firstName} ${lastName}`,
      firstName,
      lastName,
      account.userId,
    ]);
    return { ...account, email, firstName, lastName };
  }

  interface Setup {
    k?: number;
    blind?: boolean;
    criteria?: { label: string; weight: number }[];
  }

  /** An active event with its review settings and rubric, and these reviewers seated. */
  async function reviewEvent(reviewers: TestAccount[], { k = 2, blind = true, criteria }: Setup = {}) {
    const eventId = await createSprint(app, organizer);
    await em.execute(
      'insert into event_review_settings (event_id, reviews_per_application, blind_review) values (?, ?, ?)',
      [eventId, k, blind],
    );
    const rubric = (
      criteria ?? [
        { label: 'Motivation', weight: 3 },
        { label: 'Skills', weight: 1 },
      ]
    ).map((criterion, i) => ({ id: randomUUID(), ...criterion, position: i + 1 }));
    for (const { id, label, weight, position } of rubric) {
      await em.execute('insert into review_criteria (id, event_id, label, weight, position) values (?, ?, ?, ?, ?)', [
        id,
        eventId,
        label,
        weight,
        position,
      ]);
    }
    for (const reviewer of reviewers) await seat(eventId, reviewer);
    return { eventId, rubric };
  }

  async function seat(eventId: string, reviewer: TestAccount): Promise<void> {
    await em.execute('insert into event_reviewers (event_id, user_id) values (?, ?)', [eventId, reviewer.userId]);
  }

  async function apply(eventId: string, applicant: TestAccount, extra: object = {}): Promise<string> {
    const applied = await call('POST', `/events/${eventId}/applications`, applicant, {
      role: 'Designer',
      shortAnswer: 'I sketch interfaces and test them with people.',
      ...extra,
    });
    expect(applied.statusCode).toBe(201);
    return applied.json<{ id: string }>().id;
  }

  const assign = (eventId: string, who: TestAccount = organizer, body: object = {}) =>
    call('POST', `/admin/events/${eventId}/review/assign`, who, body);

  async function assigned(eventId: string, who: TestAccount = organizer): Promise<AssignResult> {
    const response = await assign(eventId, who);
    expect(response.statusCode).toBe(200);
    return response.json<AssignResult>();
  }

  async function rows(eventId: string) {
    return em.execute<{ application_id: string; reviewer_id: string; status: string; id: string }[]>(
      'select id, application_id, reviewer_id, status from review_assignments where event_id = ? order by created_at, id',
      [eventId],
    );
  }

  async function queueOf(reviewer: TestAccount, eventId: string): Promise<QueueEvent | undefined> {
    const response = await call('GET', '/review/queue', reviewer);
    expect(response.statusCode).toBe(200);
    return response.json<{ events: QueueEvent[] }>().events.find((event) => event.eventId === eventId);
  }

  const view = (who: TestAccount, applicationId: string) => call('GET', `/review/applications/${applicationId}`, who);
  const save = (who: TestAccount, applicationId: string, body: object) =>
    call('PUT', `/review/applications/${applicationId}/review`, who, body);
  const recuse = (who: TestAccount, applicationId: string, reason: string) =>
    call('POST', `/review/applications/${applicationId}/recuse`, who, { reason });

  const fullReview = (rubric: { id: string }[], scores: number[], expectedVersion = 0, extra: object = {}) => ({
    scores: rubric.map((criterion, i) => ({ criterionId: criterion.id, score: scores[i] })),
    expectedVersion,
    ...extra,
  });

  async function eventsOf(type: string, streamId: string): Promise<Record<string, unknown>[]> {
    const found = await em.execute<{ payload: Record<string, unknown> }[]>(
      'select payload from domain_events where type = ? and stream_id = ? order by id',
      [type, streamId],
    );
    return found.map((row) => row.payload);
  }

  const loads = (assignments: { reviewer_id: string; status: string }[], reviewers: TestAccount[]) =>
    reviewers.map(
      (reviewer) =>
        assignments.filter((row) => row.reviewer_id === reviewer.userId && row.status === 'assigned').length,
    );

  describe('Assign Applications', () => {
    it('gives each pending application k reviewers, balanced, and only tops up on a rerun', async () => {
      const reviewers = [await person(), await person(), await person()];
      const { eventId } = await reviewEvent(reviewers, { k: 2 });
      const applicants = [await person(), await person(), await person(), await person(), await person()];
      const applications = [];
      for (const applicant of applicants) applications.push(await apply(eventId, applicant));
      // A decided application is not assigned.
      const decided = await person();
      const approved = await apply(eventId, decided);
      await decide(app, approved, 'approved', admin);

      const first = await assigned(eventId);
      expect(first).toEqual({ added: 10, applications: 5, reviewers: 3, reviewsPerApplication: 2, short: [] });
      const made = await rows(eventId);
      for (const id of applications) {
        expect(new Set(made.filter((row) => row.application_id === id).map((row) => row.reviewer_id)).size).toBe(2);
      }
      expect(made.some((row) => row.application_id === approved)).toBe(false);
      const counts = loads(made, reviewers);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      const [assignedEvent] = await eventsOf('review.applications_assigned', eventId);
      expect(assignedEvent).toMatchObject({ reviewsPerApplication: 2, seed: eventId, short: [] });
      expect(assignedEvent.added).toBe(10);
      const recorded = (assignedEvent.assigned as { reviewerId: string; applicationIds: string[] }[]).flatMap(
        ({ reviewerId, applicationIds }) => applicationIds.map((applicationId) => `${applicationId}:${reviewerId}`),
      );
      expect(recorded.sort()).toEqual(made.map((row) => `${row.application_id}:${row.reviewer_id}`).sort());

      // Nothing is missing: a rerun adds nothing and moves nothing.
      expect((await assigned(eventId)).added).toBe(0);
      expect(await rows(eventId)).toEqual(made);

      // A new application and k = 3: one more reviewer each, a new one fully; earlier rows stay.
      const late = await apply(eventId, await person());
      await em.execute('update event_review_settings set reviews_per_application = 3 where event_id = ?', [eventId]);
      const topUp = await assigned(eventId);
      expect(topUp.added).toBe(5 + 3);
      const after = await rows(eventId);
      expect(after.slice(0, made.length)).toEqual(made);
      expect(after.filter((row) => row.application_id === late)).toHaveLength(3);
    });

    it('never gives an application to its applicant, to a reviewer at the same organisation, or back to one who recused', async () => {
      const colleague = await person('acme-robotics.io');
      const gmailReviewer = await person('gmail.com');
      const other = await person('uni-example.edu');
      const { eventId, rubric } = await reviewEvent([colleague, gmailReviewer, other], { k: 3 });
      const fromAcme = await apply(eventId, await person('acme-robotics.io'));
      const fromGmail = await apply(eventId, await person('gmail.com'));
      // A seated reviewer who applied too.
      const ownId = await apply(eventId, other);

      const result = await assigned(eventId);
      const made = await rows(eventId);
      const reviewersOf = (id: string) => made.filter((row) => row.application_id === id).map((row) => row.reviewer_id);
      expect(reviewersOf(fromAcme)).not.toContain(colleague.userId);
      // gmail.com is a public provider: sharing it says nothing about an employer.
      expect(reviewersOf(fromGmail)).toContain(gmailReviewer.userId);
      expect(reviewersOf(ownId)).not.toContain(other.userId);
      expect(result.short).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ applicationId: fromAcme, assigned: 2, wanted: 3 }),
          expect.objectContaining({ applicationId: ownId, assigned: 2, wanted: 3 }),
        ]),
      );
      // Staff read the short ones by name.
      expect(result.short.find((row) => row.applicationId === ownId)!.applicantName).toBe(
        `${other.firstName} ${other.lastName}`,
      );

      // The gmail reviewer scores, then recuses: nobody eligible is left to take it over.
      expect((await save(gmailReviewer, fromGmail, fullReview(rubric, [4, 4]))).statusCode).toBe(200);
      const recusal = await recuse(gmailReviewer, fromGmail, 'I know the applicant from a previous job.');
      expect(recusal.statusCode).toBe(201);
      expect(recusal.json()).toEqual({ reassigned: false });
      const [recused] = await eventsOf('review.reviewer_recused', eventId);
      expect(recused).toMatchObject({
        applicationId: fromGmail,
        reviewerId: gmailReviewer.userId,
        reason: 'I know the applicant from a previous job.',
        scores: expect.any(Object),
        total: 4,
        reassignedTo: null,
      });
      // The recusal stands: a rerun does not ask them again.
      await assigned(eventId);
      const again = (await rows(eventId)).filter(
        (row) => row.application_id === fromGmail && row.reviewer_id === gmailReviewer.userId,
      );
      expect(again).toEqual([expect.objectContaining({ status: 'recused' })]);
      const twice = await recuse(gmailReviewer, fromGmail, 'Again');
      expect(twice.statusCode).toBe(409);
      expect(twice.json<ErrorBody>().code).toBe('ALREADY_RECUSED');
    });

    it('after a recusal the next eligible reviewer gets the application', async () => {
      const reviewers = [await person(), await person(), await person()];
      const { eventId } = await reviewEvent(reviewers, { k: 1 });
      const applicationId = await apply(eventId, await person());
      await assigned(eventId);
      const [first] = await rows(eventId);
      const holder = reviewers.find((reviewer) => reviewer.userId === first.reviewer_id)!;

      const response = await recuse(holder, applicationId, 'Conflict of interest');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ reassigned: true });
      const after = await rows(eventId);
      const active = after.filter((row) => row.status === 'assigned');
      expect(active).toHaveLength(1);
      expect(active[0].reviewer_id).not.toBe(holder.userId);
      const [added] = await eventsOf('review.assignment_added', eventId);
      expect(added).toMatchObject({ applicationId, reviewerId: active[0].reviewer_id, via: 'recusal' });
      expect((await queueOf(holder, eventId))!.items).toEqual([
        expect.objectContaining({ applicationId, state: 'recused' }),
      ]);
      expect((await recuse(holder, applicationId, 'twice')).statusCode).toBe(409);
      // An empty reason is refused.
      const newHolder = reviewers.find((reviewer) => reviewer.userId === active[0].reviewer_id)!;
      const empty = await recuse(newHolder, applicationId, '   ');
      expect(empty.statusCode).toBe(400);
    });

    it('is staff only, and names a missing event', async () => {
      const reviewer = await person();
      const { eventId } = await reviewEvent([reviewer]);
      expect((await assign(eventId, reviewer)).statusCode).toBe(403);
      expect((await assign(eventId, await createAccount(app, 'judge'))).statusCode).toBe(403);
      expect((await call('POST', `/admin/events/${eventId}/review/assign`)).statusCode).toBe(401);
      expect((await assign(eventId, admin)).statusCode).toBe(200);
      expect((await assign(randomUUID(), organizer)).statusCode).toBe(404);
      const badSeed = await assign(eventId, organizer, { seed: '' });
      expect(badSeed.statusCode).toBe(400);
    });
  });

  describe('Save Review', () => {
    it('saves a complete review with its weighted total, refuses an incomplete one, and a stale one with a 409', async () => {
      const reviewer = await person();
      const { eventId, rubric } = await reviewEvent([reviewer], { k: 1 });
      const applicationId = await apply(eventId, await person());
      await assigned(eventId);
      expect((await queueOf(reviewer, eventId))!).toMatchObject({ reviewed: 0, assigned: 1 });

      const incomplete = await save(reviewer, applicationId, {
        scores: [{ criterionId: rubric[1].id, score: 3 }],
        expectedVersion: 0,
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json<ErrorBody>().message).toBe('Score every criterion. Missing: Motivation');
      const unknown = await save(reviewer, applicationId, {
        ...fullReview(rubric, [4, 2]),
        scores: [...fullReview(rubric, [4, 2]).scores, { criterionId: randomUUID(), score: 3 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>().code).toBe('UNKNOWN_REVIEW_CRITERION');
      const outOfRange = await save(reviewer, applicationId, fullReview(rubric, [6, 2]));
      expect(outOfRange.statusCode).toBe(400);
      // The rubric's range and words are judging's (one score input for both).
      expect(outOfRange.json<ErrorBody>().fields).toContainEqual({
        field: 'scores.0.score',
        reason: 'Score must be at most 5',
      });
      const longNote = await save(
        reviewer,
        applicationId,
        fullReview(rubric, [4, 2], 0, { noteToStaff: 'x'.repeat(2001) }),
      );
      expect(longNote.json<ErrorBody>().fields).toContainEqual({
        field: 'noteToStaff',
        reason: 'Note to staff must be at most 2000 characters',
      });
      const badRecommendation = await save(
        reviewer,
        applicationId,
        fullReview(rubric, [4, 2], 0, { recommendation: 'yes' }),
      );
      expect(badRecommendation.statusCode).toBe(400);

      const first = await save(
        reviewer,
        applicationId,
        fullReview(rubric, [5, 1], 0, { noteToStaff: 'Strong portfolio.', recommendation: 'accept' }),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json<SavedReview>()).toMatchObject({
        total: 4,
        noteToStaff: 'Strong portfolio.',
        recommendation: 'accept',
        version: 1,
      });
      expect((await queueOf(reviewer, eventId))!).toMatchObject({ reviewed: 1, assigned: 1 });
      expect((await queueOf(reviewer, eventId))!.items[0]).toMatchObject({ state: 'reviewed', total: 4 });

      // Another tab saved version 1 → 2; this one still holds 1... and the first-save tab holds 0.
      const second = await save(reviewer, applicationId, fullReview(rubric, [3, 3], 1, { recommendation: null }));
      expect(second.statusCode).toBe(200);
      expect(second.json<SavedReview>()).toMatchObject({ total: 3, recommendation: null, version: 2 });
      for (const stale of [0, 1]) {
        const conflict = await save(reviewer, applicationId, fullReview(rubric, [1, 1], stale));
        expect(conflict.statusCode).toBe(409);
        expect(conflict.json<ErrorBody>()).toMatchObject({
          code: 'REVIEW_CHANGED',
          message: 'This review was saved meanwhile from another tab or device. Reload to see it before saving again.',
        });
      }
      const saves = await em.execute<{ stream_id: string; payload: { from: unknown; to: { total: number } } }[]>(
        "select stream_id, payload from domain_events where type = 'review.review_saved' and payload->>'applicationId' = ? order by id",
        [applicationId],
      );
      expect(saves.map((row) => [row.payload.from === null, row.payload.to.total])).toEqual([
        [true, 4],
        [false, 3],
      ]);

      // Once a decision is made the review is read-only.
      await decide(app, applicationId, 'rejected', admin);
      const late = await save(reviewer, applicationId, fullReview(rubric, [2, 2], 2));
      expect(late.statusCode).toBe(409);
      expect(late.json<ErrorBody>().code).toBe('APPLICATION_DECIDED');
      expect((await view(reviewer, applicationId)).json<ApplicationView>()).toMatchObject({ decided: true });
      expect((await recuse(reviewer, applicationId, 'too late')).statusCode).toBe(409);
    });

    it('two saves of the same version at once: one wins, the other is a 409', async () => {
      const reviewer = await person();
      const { eventId, rubric } = await reviewEvent([reviewer], { k: 1 });
      const applicationId = await apply(eventId, await person());
      await assigned(eventId);
      const results = await Promise.all([
        save(reviewer, applicationId, fullReview(rubric, [5, 5])),
        save(reviewer, applicationId, fullReview(rubric, [1, 1])),
      ]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });
  });

  describe('blind review', () => {
    async function blindCase(blind: boolean) {
      const reviewer = await person();
      const { eventId } = await reviewEvent([reviewer], { k: 1, blind });
      const question = await call('POST', `/admin/events/${eventId}/questions`, organizer, {
        kind: 'short_text',
        label: 'What did you build last?',
        required: false,
      });
      expect(question.statusCode).toBe(201);
      const applicant = await person('quistgaard-labs.dk');
      const linkedinUrl = `https://www.linkedin.com/in/zelda-${applicant.userId.slice(0, 6)}`;
      const questionId = question.json<{ questions: { id: string }[] }>().questions[0].id;
      const applicationId = await apply(eventId, applicant, {
        linkedinUrl,
        answers: { [questionId]: 'A tool that books rooms' },
      });
      await assigned(eventId);
      const secrets = [
        applicant.firstName,
        applicant.lastName,
        applicant.email,
        'quistgaard-labs.dk',
        linkedinUrl,
        applicant.userId,
      ];
      return { reviewer, eventId, applicationId, secrets, applicant, linkedinUrl };
    }

    it("a reviewer's responses carry no name, email, email domain or LinkedIn of the applicant; staff see them", async () => {
      const { reviewer, eventId, applicationId, secrets, applicant, linkedinUrl } = await blindCase(true);
      const asReviewer = await view(reviewer, applicationId);
      expect(asReviewer.statusCode).toBe(200);
      const queue = await call('GET', '/review/queue', reviewer);
      for (const body of [asReviewer.body, queue.body]) {
        for (const secret of secrets) expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
      const shown = asReviewer.json<ApplicationView>();
      expect(shown).toMatchObject({
        blind: true,
        applicant: null,
        role: 'Designer',
        shortAnswer: 'I sketch interfaces and test them with people.',
        answers: [expect.objectContaining({ label: 'What did you build last?', answer: 'A tool that books rooms' })],
        assigned: true,
      });
      expect((await queueOf(reviewer, eventId))!.items[0].applicantName).toBeNull();

      for (const staff of [admin, organizer]) {
        const full = await view(staff, applicationId);
        expect(full.statusCode).toBe(200);
        expect(full.json<ApplicationView>()).toMatchObject({
          blind: false,
          applicant: { name: `${applicant.firstName} ${applicant.lastName}`, email: applicant.email, linkedinUrl },
          assigned: false,
          review: null,
        });
      }
    });

    it('with blind review off a reviewer sees who applied', async () => {
      const { reviewer, eventId, applicationId, applicant } = await blindCase(false);
      const shown = (await view(reviewer, applicationId)).json<ApplicationView>();
      expect(shown.blind).toBe(false);
      expect(shown.applicant).toMatchObject({
        name: `${applicant.firstName} ${applicant.lastName}`,
        email: applicant.email,
      });
      expect((await queueOf(reviewer, eventId))!.items[0].applicantName).toBe(
        `${applicant.firstName} ${applicant.lastName}`,
      );
    });
  });

  describe('who may review', () => {
    it('only the assigned reviewer of this event; staff read everything; a removed reviewer is refused at once', async () => {
      const reviewer = await person();
      const seatedElsewhere = await person();
      const unassigned = await person();
      const { eventId, rubric } = await reviewEvent([reviewer], { k: 1 });
      await reviewEvent([seatedElsewhere]);
      const applicant = await person();
      const applicationId = await apply(eventId, applicant);
      await assigned(eventId);
      await seat(eventId, unassigned);
      const judge = await createAccount(app, 'judge');

      expect((await view(reviewer, applicationId)).statusCode).toBe(200);
      expect((await call('GET', `/review/applications/${applicationId}`)).statusCode).toBe(401);
      for (const [who, code] of [
        [seatedElsewhere, 'NOT_EVENT_REVIEWER'],
        [applicant, 'NOT_EVENT_REVIEWER'],
        [judge, 'NOT_EVENT_REVIEWER'],
        [unassigned, 'NOT_ASSIGNED_TO_APPLICATION'],
      ] as const) {
        const read = await view(who, applicationId);
        expect(read.statusCode).toBe(403);
        expect(read.json<ErrorBody>().code).toBe(code);
        expect((await save(who, applicationId, fullReview(rubric, [3, 3]))).statusCode).toBe(403);
        expect((await recuse(who, applicationId, 'reason')).statusCode).toBe(403);
      }
      for (const staff of [admin, organizer]) {
        expect((await view(staff, applicationId)).statusCode).toBe(200);
        // Staff read any application but review only what they are assigned.
        const refused = await save(staff, applicationId, fullReview(rubric, [3, 3]));
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorBody>().code).toBe('NOT_ASSIGNED_TO_APPLICATION');
      }
      expect((await view(reviewer, randomUUID())).statusCode).toBe(404);
      expect((await view(reviewer, 'not-an-id')).statusCode).toBe(400);

      // Me: the header's link.
      expect((await call('GET', '/review/me', reviewer)).json()).toEqual({ reviewsApplications: true });
      expect((await call('GET', '/review/me', unassigned)).json()).toEqual({ reviewsApplications: true });
      expect((await call('GET', '/review/me', judge)).json()).toEqual({ reviewsApplications: false });

      // Taken off the event: every use is refused, the queue no longer lists the event.
      await em.execute('delete from event_reviewers where event_id = ? and user_id = ?', [eventId, reviewer.userId]);
      const removed = await view(reviewer, applicationId);
      expect(removed.statusCode).toBe(403);
      expect(removed.json<ErrorBody>().code).toBe('NOT_EVENT_REVIEWER');
      expect((await save(reviewer, applicationId, fullReview(rubric, [3, 3]))).statusCode).toBe(403);
      expect(await queueOf(reviewer, eventId)).toBeUndefined();
      // Its unscored assignment no longer counts: the next run gives the application to someone seated.
      await assigned(eventId);
      const active = (await rows(eventId)).filter(
        (row) => row.status === 'assigned' && row.reviewer_id !== reviewer.userId,
      );
      expect(active.map((row) => row.reviewer_id)).toEqual([unassigned.userId]);
    });

    it("removing a reviewer's seat takes their unscored assignments with it; a saved review freezes the rubric", async () => {
      const reviewer = await person();
      const other = await person();
      const { eventId, rubric } = await reviewEvent([reviewer, other], { k: 1 });
      const scored = await apply(eventId, await person());
      const unscored = await apply(eventId, await person());
      const third = await apply(eventId, await person());
      await assigned(eventId);
      // Give both remaining applications to the reviewer by recusing the other from theirs.
      for (const row of await rows(eventId)) {
        if (row.reviewer_id === other.userId) await recuse(other, row.application_id, 'Conflict of interest');
      }
      const mine = (await rows(eventId)).filter(
        (row) => row.reviewer_id === reviewer.userId && row.status === 'assigned',
      );
      expect(mine.map((row) => row.application_id).sort()).toEqual([scored, unscored, third].sort());
      expect((await save(reviewer, scored, fullReview(rubric, [4, 4]))).statusCode).toBe(200);

      // The rubric's criteria are frozen now (the review setup asks reviewing).
      const added = await call('POST', `/admin/events/${eventId}/review/criteria`, organizer, {
        label: 'Curiosity',
        weight: 1,
      });
      expect(added.statusCode).toBe(409);
      expect(added.json<ErrorBody>().code).toBe('RUBRIC_LOCKED');

      const removed = await call('DELETE', `/admin/events/${eventId}/review/reviewers/${reviewer.userId}`, organizer);
      expect(removed.statusCode).toBe(200);
      const left = (await rows(eventId)).filter((row) => row.reviewer_id === reviewer.userId);
      expect(left.map((row) => row.application_id)).toEqual([scored]);
      const [gone] = await eventsOf('review.assignments_removed', eventId);
      expect(gone).toMatchObject({ reviewerId: reviewer.userId, via: 'reviewer_removed' });
      expect((gone.assignments as { applicationId: string }[]).map((row) => row.applicationId).sort()).toEqual(
        [unscored, third].sort(),
      );
      expect((await view(reviewer, scored)).statusCode).toBe(403);
    });

    it('a reviewer whose email moves to the applicant’s organisation is refused', async () => {
      const reviewer = await person('northwind-traders.com');
      const { eventId } = await reviewEvent([reviewer], { k: 1 });
      const applicant = await person('contoso-example.org');
      const applicationId = await apply(eventId, applicant);
      await assigned(eventId);
      expect((await view(reviewer, applicationId)).statusCode).toBe(200);
      await em.execute('update users set email = ? where id = ?', ['moved@contoso-example.org', reviewer.userId]);
      const refused = await view(reviewer, applicationId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('REVIEWER_HAS_CONFLICT');
    });
  });
});
