import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// Ranking and the cut line, and the reviewer figures (review.md, issue 28). Reviews are saved
// through the reviewers' API; the setup (settings, rubric, seats) is arranged in its tables.

interface Row {
  applicationId: string;
  rank: number;
  displayName: string;
  email: string;
  status: string;
  version: number;
  score: number;
  standardError: number | null;
  rawMean: number;
  reviews: number;
  spread: number;
  recommendations: { accept: number; maybe: number; reject: number };
  suggestion: 'accept' | 'waitlist' | 'reject' | null;
  borderline: boolean;
  venture: { ventureId: string; name: string } | null;
}

interface Ranking {
  capacity: number | null;
  waitlistSize: number;
  ranked: number;
  unreviewed: number;
  borderline: number;
  needingReview: number;
  suggested: { accept: number; waitlist: number; reject: number };
  cutLines: { above: string; score: number; position: number }[];
  caveat: string | null;
  items: Row[];
  total: number;
}

interface Figures {
  reviewers: {
    reviewerId: string;
    assigned: number;
    reviews: number;
    mean: number | null;
    spread: number | null;
    leniency: number | null;
    tooFewToTell: boolean;
  }[];
}

type Method = 'GET' | 'POST' | 'PUT';

const BEFORE_START = new Date('2026-12-20T12:00:00Z');

describe('application review: ranking, cut line and reviewer figures', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let admin: TestAccount;
  let organizer: TestAccount;
  let harsh: TestAccount;
  let lenient: TestAccount;
  let eventId: string;
  let criterionId: string;
  let ventureId: string;
  /** Best first, by what both reviewers agree on (each scores them in this order). */
  const applications: string[] = [];

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  const ranking = async (query = '') => {
    const response = await call('GET', `/admin/events/${eventId}/review/ranking${query}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json<Ranking>();
  };

  async function reviewAs(reviewer: TestAccount, applicationId: string, score: number, recommendation?: string) {
    const saved = await call('PUT', `/review/applications/${applicationId}/review`, reviewer, {
      scores: [{ criterionId, score }],
      expectedVersion: 0,
      ...(recommendation ? { recommendation } : {}),
    });
    expect(saved.statusCode).toBe(200);
  }

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    em = app.get(EntityManager).fork();
    // Before the sprint starts: spots are confirmed and offered to the waitlist only until then.
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_START);
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    harsh = await createAccount(app, 'participant', 'harsh');
    lenient = await createAccount(app, 'participant', 'lenient');
    eventId = await createSprint(app, organizer, { status: 'upcoming' });
    criterionId = randomUUID();
    await em.execute(
      'insert into event_review_settings (event_id, reviews_per_application, capacity, waitlist_size) values (?, 2, 2, 1)',
      [eventId],
    );
    await em.execute("insert into review_criteria (id, event_id, label, weight, position) values (?, ?, 'Fit', 1, 1)", [
      criterionId,
      eventId,
    ]);
    for (const reviewer of [harsh, lenient]) {
      await em.execute('insert into event_reviewers (event_id, user_id) values (?, ?)', [eventId, reviewer.userId]);
    }
    for (let i = 0; i < 5; i++) {
      applications.push(
        await applyAs(app, await createAccount(app, 'participant', `applicant${i}`), eventId, admin, 'pending'),
      );
    }
    // The second applicant continues a venture (arranged here: the apply form's venture is tested in
    // test/ventures/application-venture.int-spec.ts).
    ventureId = randomUUID();
    await em.execute("insert into ventures (id, name) values (?, 'Dock Slots Ranked')", [ventureId]);
    await em.execute('update applications set venture_id = ? where id = ?', [ventureId, applications[1]]);
    const assigned = await call('POST', `/admin/events/${eventId}/review/assign`, organizer, {});
    expect(assigned.statusCode).toBe(200);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('says in words that there is nothing to rank before the first review', async () => {
    const empty = await ranking();
    expect(empty).toMatchObject({ ranked: 0, unreviewed: 5, items: [], cutLines: [], borderline: 0 });
    expect(empty.caveat).toBe('No application has a review yet: 5 applications wait for reviewers.');
  });

  it('ranks by the normalised score: the harsh and the lenient reviewer agree once their bias is out', async () => {
    // Same order from both, two points apart: the raw totals differ by reviewer, the z-scores do not.
    const harshScores = [4, 3, 2, 2, 1];
    const lenientScores = [5, 5, 4, 3, 2];
    for (const [i, applicationId] of applications.entries()) {
      await reviewAs(harsh, applicationId, harshScores[i], i === 0 ? 'accept' : 'maybe');
      await reviewAs(lenient, applicationId, lenientScores[i], i < 2 ? 'accept' : 'reject');
    }
    const result = await ranking();
    expect(result).toMatchObject({ ranked: 5, unreviewed: 0, capacity: 2, waitlistSize: 1, total: 5 });
    expect(result.items.map((row) => row.applicationId)).toEqual(applications);
    expect(result.items[0]).toMatchObject({
      rank: 1,
      reviews: 2,
      rawMean: 4.5,
      spread: 1,
      recommendations: { accept: 2, maybe: 0, reject: 0 },
      status: 'pending',
      version: 1,
    });
    expect(result.items[0].displayName).not.toBe('');
    expect(result.items[0].email).toMatch(/@example\.com$/);
    expect(result.items.map((row) => row.suggestion)).toEqual(['accept', 'accept', 'waitlist', 'reject', 'reject']);
    expect(result.suggested).toEqual({ accept: 2, waitlist: 1, reject: 2 });
    expect(result.items.every((row) => row.standardError !== null && row.score >= 1 && row.score <= 5)).toBe(true);
  });

  it("names a returning applicant's venture on their row", async () => {
    const rows = (await ranking()).items;
    expect(rows.find((row) => row.applicationId === applications[1])?.venture).toMatchObject({
      ventureId,
      name: 'Dock Slots Ranked',
    });
    expect(rows.find((row) => row.applicationId === applications[0])?.venture).toBeNull();
  });

  it('draws the cut lines between the suggestions and marks the rows whose ± reaches across one', async () => {
    const result = await ranking();
    const scores = result.items.map((row) => row.score);
    expect(result.cutLines).toEqual([
      { above: 'accept', position: 2, score: expect.closeTo((scores[1] + scores[2]) / 2, 9) },
      { above: 'waitlist', position: 3, score: expect.closeTo((scores[2] + scores[3]) / 2, 9) },
    ]);
    const crosses = (row: Row) =>
      result.cutLines.some(
        (line) => row.score - row.standardError! <= line.score && line.score <= row.score + row.standardError!,
      );
    expect(result.items.map((row) => row.borderline)).toEqual(result.items.map(crosses));
    expect(result.borderline).toBe(result.items.filter((row) => row.borderline).length);
    // Both seated reviewers reviewed every application: nobody is left to give one more review.
    expect(result.borderline).toBeGreaterThan(0);
    expect(result.needingReview).toBe(0);
    const none = await call('POST', `/admin/events/${eventId}/review/more-reviews`, admin);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ applications: 0, added: 0, short: 0 });
    expect(await em.execute('select id from review_assignments where event_id = ?', [eventId])).toHaveLength(10);
    // Two was scored 3 and 5: the reviewers' disagreement makes the accept line uncertain for it.
    expect(result.items[1].borderline || result.items[2].borderline).toBe(true);
    const borderline = await ranking('?show=borderline');
    expect(borderline.items.map((row) => row.applicationId)).toEqual(
      result.items.filter((row) => row.borderline).map((row) => row.applicationId),
    );
    const waitlist = await ranking('?show=waitlist&pageSize=1');
    expect(waitlist).toMatchObject({ total: 1, items: [{ applicationId: applications[2], suggestion: 'waitlist' }] });
  });

  it("shows each reviewer's figures: the harsh one below zero, the lenient one above", async () => {
    const response = await call('GET', `/admin/events/${eventId}/review/reviewer-figures`, admin);
    expect(response.statusCode).toBe(200);
    const byId = new Map(response.json<Figures>().reviewers.map((row) => [row.reviewerId, row]));
    expect(byId.get(harsh.userId)).toMatchObject({ assigned: 5, reviews: 5, mean: 2.4, tooFewToTell: false });
    expect(byId.get(lenient.userId)).toMatchObject({ assigned: 5, reviews: 5, mean: 3.8, tooFewToTell: false });
    expect(byId.get(harsh.userId)!.leniency!).toBeLessThan(0);
    expect(byId.get(lenient.userId)!.leniency!).toBeGreaterThan(0);
  });

  it('drops a withdrawn application from the ranking and moves the lines up', async () => {
    const [row] = await em.execute<{ version: number }[]>('select version from applications where id = ?', [
      applications[0],
    ]);
    expect(row.version).toBe(1);
    // Arranged in the table (a declined spot withdraws it): the version moves as any change's does,
    // and goes back after, so the application's event stream still agrees with it.
    await em.execute("update applications set status = 'withdrawn', version = version + 1 where id = ?", [
      applications[0],
    ]);
    const result = await ranking();
    expect(result.ranked).toBe(4);
    expect(result.items[0]).toMatchObject({ applicationId: applications[1], rank: 1, suggestion: 'accept' });
    await em.execute("update applications set status = 'pending', version = version - 1 where id = ?", [
      applications[0],
    ]);
  });

  it('answers 400 naming the field for a bad filter or page size, 404 for an unknown event', async () => {
    const bad = await call('GET', `/admin/events/${eventId}/review/ranking?show=maybe&pageSize=0`, admin);
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ fields: { field: string }[] }>().fields.map((field) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['show', 'pageSize']));
    expect((await call('GET', `/admin/events/${randomUUID()}/review/ranking`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/admin/events/not-an-id/review/reviewer-figures`, admin)).statusCode).toBe(400);
  });

  it('is for admins only: decisions on applications are theirs; the reviewer figures are for staff', async () => {
    const judge = await createAccount(app, 'judge');
    const participant = await createAccount(app, 'participant');
    const ranked = `/admin/events/${eventId}/review/ranking`;
    const figures = `/admin/events/${eventId}/review/reviewer-figures`;
    for (const url of [ranked, figures]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      for (const who of [participant, judge, harsh]) expect((await call('GET', url, who)).statusCode).toBe(403);
      expect((await call('GET', url, admin)).statusCode).toBe(200);
    }
    expect((await call('GET', ranked, organizer)).statusCode).toBe(403);
    expect((await call('GET', figures, organizer)).statusCode).toBe(200);
  });

  it("'Request one more review' gives each borderline pending application with an eligible reviewer left one more reviewer, audited", async () => {
    const before = await ranking('?show=borderline');
    expect(before.total).toBeGreaterThan(0);
    const targets = before.items.map((row) => row.applicationId).sort();
    const applicants = await em.execute<{ user_id: string; email: string }[]>(
      'select u.id as user_id, u.email from applications a join users u on u.id = a.user_id where a.id in (?)',
      [targets],
    );
    const seatReviewer = async (name: string, email: string) => {
      const reviewer = await createAccount(app, 'participant', name);
      await em.execute('update users set email = ? where id = ?', [email, reviewer.userId]);
      await em.execute('insert into event_reviewers (event_id, user_id) values (?, ?)', [eventId, reviewer.userId]);
      return reviewer;
    };
    const assignmentsOf = async (reviewer: TestAccount) =>
      (
        await em.execute<{ application_id: string }[]>(
          'select application_id from review_assignments where event_id = ? and reviewer_id = ?',
          [eventId, reviewer.userId],
        )
      )
        .map((row) => row.application_id)
        .sort();

    // A third reviewer at the same organisation as every borderline applicant: the two seated ones
    // reviewed them all and the third is conflicted, so nobody is left to give one more review.
    for (const [i, applicant] of applicants.entries()) {
      await em.execute('update users set email = ? where id = ?', [
        `applicant${i}@harbour-freight.io`,
        applicant.user_id,
      ]);
    }
    const colleague = await seatReviewer('colleague', 'reviewer@harbour-freight.io');
    expect((await ranking()).needingReview).toBe(0);
    const nobody = await call('POST', `/admin/events/${eventId}/review/more-reviews`, admin);
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ applications: 0, added: 0, short: 0 });
    expect(await assignmentsOf(colleague)).toEqual([]);

    // A fourth reviewer from elsewhere is eligible: now each borderline application counts and gets them.
    const third = await seatReviewer('third', 'reviewer@uni-elsewhere.edu');
    expect((await ranking()).needingReview).toBe(targets.length);
    const requested = await call('POST', `/admin/events/${eventId}/review/more-reviews`, admin);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ applications: targets.length, added: targets.length, short: 0 });
    expect(await assignmentsOf(third)).toEqual(targets);
    expect(await assignmentsOf(colleague)).toEqual([]);
    const [recorded] = await em.execute<{ payload: { applicationIds: string[] } }[]>(
      "select payload from domain_events where type = 'review.extra_reviews_requested' and stream_id = ? order by id desc limit 1",
      [eventId],
    );
    expect(recorded.payload.applicationIds.sort()).toEqual(targets);
    // Assigned, the fourth is no longer left for them either.
    expect((await ranking()).needingReview).toBe(0);
    for (const applicant of applicants) {
      await em.execute('update users set email = ? where id = ?', [applicant.email, applicant.user_id]);
    }

    // Once they have it, the ranking says so: the new reviews count when saved, not before.
    for (const applicationId of targets) await reviewAs(third, applicationId, 3);
    const after = await ranking();
    for (const row of after.items.filter((item) => targets.includes(item.applicationId))) expect(row.reviews).toBe(3);
  });

  it("takes bulk decisions as the audited status command, skipping a stale row and another event's", async () => {
    const result = await ranking();
    const [first, second] = result.items;
    const elsewhere = await createSprint(app, organizer);
    const stranger = await applyAs(app, await createAccount(app), elsewhere, admin, 'pending');
    const decided = await call('POST', `/admin/events/${eventId}/review/decisions`, admin, {
      status: 'waitlisted',
      applications: [
        { applicationId: first.applicationId, version: first.version },
        { applicationId: second.applicationId, version: first.version + 7 },
        { applicationId: stranger, version: 1 },
      ],
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({
      changed: 1,
      unchanged: 0,
      skipped: [
        { applicationId: stranger, reason: 'not_found' },
        { applicationId: second.applicationId, reason: 'changed' },
      ],
    });
    const statuses = await em.execute<{ id: string; status: string }[]>(
      'select id, status from applications where id in (?, ?, ?)',
      [first.applicationId, second.applicationId, stranger],
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [first.applicationId]: 'waitlisted',
      [second.applicationId]: 'pending',
      [stranger]: 'pending',
    });
    const history = await em.execute<{ new_status: string }[]>(
      'select new_status from application_status_history where application_id = ?',
      [first.applicationId],
    );
    expect(history.map((row) => row.new_status)).toContain('waitlisted');
    const changes = await em.execute<{ payload: { to: string } }[]>(
      "select payload from domain_events where type = 'application.status_changed' and stream_id = ?",
      [first.applicationId],
    );
    expect(changes.map((row) => row.payload.to)).toEqual(['waitlisted']);
  });

  it("'Apply suggestions' decides every pending ranked application by its place, leaving decided ones alone", async () => {
    const before = await ranking();
    const pending = before.items.filter((row) => row.status === 'pending');
    // Two at a time, as the screen does to show progress: the rest remain for the next call.
    const first = await call('POST', `/admin/events/${eventId}/review/apply-suggestions?limit=2`, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ changed: 2, unchanged: 0, skipped: [], remaining: pending.length - 2 });
    const rest = await call('POST', `/admin/events/${eventId}/review/apply-suggestions`, admin);
    expect(rest.json()).toEqual({ changed: pending.length - 2, unchanged: 0, skipped: [], remaining: 0 });
    const after = await ranking();
    const decisionOf = { accept: 'approved', waitlist: 'waitlisted', reject: 'rejected' } as const;
    for (const row of after.items) {
      const earlier = before.items.find((item) => item.applicationId === row.applicationId)!;
      expect(row.status).toBe(earlier.status === 'pending' ? decisionOf[earlier.suggestion!] : earlier.status);
    }
  });

  it("'Offer to next on waitlist' offers the freed spot to the best-ranked waitlisted application", async () => {
    const result = await ranking();
    const byId = new Map(result.items.map((row) => [row.applicationId, row]));
    const decide = async (status: string, ids: string[]) => {
      const decided = await call('POST', `/admin/events/${eventId}/review/decisions`, admin, {
        status,
        applications: ids.map((applicationId) => ({ applicationId, version: byId.get(applicationId)!.version })),
      });
      expect(decided.json()).toMatchObject({ changed: ids.length, skipped: [] });
    };
    // Three on the waitlist; the worst-ranked applied first, so application time alone would pick it.
    await decide('waitlisted', [applications[3], applications[4]]);
    await em.execute("update applications set created_at = now() - interval '30 days' where id = ?", [applications[4]]);
    // A spot frees up.
    await decide('rejected', [applications[1]]);
    const waitlisted = (await ranking('?show=all')).items.filter((row) => row.status === 'waitlisted');
    expect(waitlisted.map((row) => row.applicationId)).toEqual(
      expect.arrayContaining([applications[3], applications[4]]),
    );
    expect(waitlisted[0].applicationId).not.toBe(applications[4]);
    const offered = await call('POST', `/admin/events/${eventId}/spots/offer`, admin, { count: 1 });
    expect(offered.json()).toEqual({ offered: [waitlisted[0].applicationId] });
  });

  it('refuses to apply suggestions without a capacity, and validates a bulk decision', async () => {
    const bare = await createSprint(app, organizer);
    const refused = await call('POST', `/admin/events/${bare}/review/apply-suggestions`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REVIEW_CAPACITY_NOT_SET' });
    const invalid = await call('POST', `/admin/events/${eventId}/review/decisions`, admin, {
      status: 'maybe',
      applications: [{ applicationId: 'nope', version: 0 }],
    });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json<{ fields: { field: string }[] }>().fields.map((field) => field.field);
    expect(fields).toEqual(
      expect.arrayContaining(['status', 'applications.0.applicationId', 'applications.0.version']),
    );
    const noLimit = await call('POST', `/admin/events/${eventId}/review/apply-suggestions?limit=0`, admin);
    expect(noLimit.statusCode).toBe(400);
    expect(noLimit.json<{ fields: { field: string }[] }>().fields[0].field).toBe('limit');
    const empty = await call('POST', `/admin/events/${eventId}/review/decisions`, admin, {
      status: 'rejected',
      applications: [],
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lets only admins decide or ask for more reviews', async () => {
    const judge = await createAccount(app, 'judge');
    const participant = await createAccount(app, 'participant');
    const body = { status: 'rejected', applications: [{ applicationId: applications[4], version: 1 }] };
    for (const url of ['decisions', 'apply-suggestions', 'more-reviews']) {
      const path = `/admin/events/${eventId}/review/${url}`;
      expect((await call('POST', path, undefined, body)).statusCode).toBe(401);
      for (const who of [participant, judge, organizer, harsh]) {
        expect((await call('POST', path, who, body)).statusCode).toBe(403);
      }
    }
  });
});
