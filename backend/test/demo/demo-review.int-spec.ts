import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ChainVerifier } from '../../src/audit/chain-verifier.js';
import { DEMO_ACCOUNTS } from '../../src/cli/demo/demo-accounts.js';
import { APPLICANT_EMAILS, REVIEWED_SPRINT } from '../../src/cli/demo/demo-review.js';
import { seedDemo } from '../../src/cli/demo/seed-demo.js';
import type { EventSpotsDto } from '../../src/applications/spots/queries/get-event-spots/event-spots.response.dto.js';
import type { ReviewRankingDto } from '../../src/review/ranking/queries/get-review-ranking/review-ranking.dto.js';
import type { ReviewerFiguresDto } from '../../src/review/ranking/queries/get-reviewer-figures/reviewer-figures.dto.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { demoApi } from './demo-api.js';

/** The whole demo, written command by command (a few hundred of them), on a busy CI runner. */
const SEED_TIMEOUT_MS = 180_000;

describe('npm run db:seed -- --demo: the reviewed sprint', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let api: ReturnType<typeof demoApi>;
  let eventId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    api = demoApi(app);
    expect((await seedDemo(app)).written).toBe(true);
    [{ id: eventId }] = await rows<{ id: string }>('select id from events where title = ?', [REVIEWED_SPRINT.title]);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  const rows = <T extends object>(sql: string, params: unknown[] = []) => em.execute<T[]>(sql, params);

  it('is an upcoming sprint whose applicants answered its questions, one of them a returning founder', async () => {
    const [event] = await rows<{ status: string; start_date: Date }>(
      'select status, start_date from events where id = ?',
      [eventId],
    );
    expect(event.status).toBe('upcoming');
    expect(new Date(event.start_date).getTime()).toBeGreaterThan(Date.now());

    const questions = await rows<{ kind: string; required: boolean }>(
      'select kind, required from event_questions where event_id = ? order by position',
      [eventId],
    );
    expect(questions.map((question) => question.kind)).toEqual([
      'long_text',
      'single_choice',
      'number',
      'yes_no',
      'url',
    ]);
    // Every application answered every required question; some the optional one too.
    const answered = await rows<{ answers: string }>(
      `select count(x.*) as answers from applications a
         left join application_answers x on x.application_id = a.id
        where a.event_id = ? group by a.id`,
      [eventId],
    );
    expect(answered).toHaveLength(24);
    const required = questions.filter((question) => question.required).length;
    expect(answered.every((row) => Number(row.answers) >= required)).toBe(true);
    expect(answered.some((row) => Number(row.answers) > required)).toBe(true);

    // The applicants who signed up for it sign in with the demo password.
    await api.signIn(APPLICANT_EMAILS[0]);

    // Staff see the returning founder with their venture.
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email);
    const applications = await api.get<{ items: { returning: { name: string } | null }[] }>(
      `/api/admin/applications?eventId=${eventId}&pageSize=50`,
      admin,
    );
    expect(applications.items.flatMap((item) => (item.returning ? [item.returning.name] : []))).toEqual(['Permit Pal']);
  });

  it('has a rubric, capacity and waitlist, three seated reviewers and two reviews of every application, some with a recommendation or a note', async () => {
    const [settings] = await rows<{ capacity: number; waitlist_size: number; reviews_per_application: number }>(
      'select capacity, waitlist_size, reviews_per_application from event_review_settings where event_id = ?',
      [eventId],
    );
    expect(settings).toEqual({ capacity: 8, waitlist_size: 4, reviews_per_application: 2 });
    const [{ criteria }] = await rows<{ criteria: string }>(
      'select count(*) as criteria from review_criteria where event_id = ?',
      [eventId],
    );
    expect(Number(criteria)).toBeGreaterThanOrEqual(3);
    const seated = await rows<{ email: string }>(
      'select u.email from event_reviewers r join users u on u.id = r.user_id where r.event_id = ? order by u.email',
      [eventId],
    );
    expect(seated.map((row) => row.email)).toEqual(
      [DEMO_ACCOUNTS.judge.email, DEMO_ACCOUNTS.judge2.email, DEMO_ACCOUNTS.reviewer.email].sort(),
    );

    const reviews = await rows<{ application_id: string; recommendation: string | null; note: string | null }>(
      'select application_id, recommendation, note_to_staff as note from application_reviews where event_id = ?',
      [eventId],
    );
    const perApplication = new Map<string, number>();
    for (const review of reviews) {
      perApplication.set(review.application_id, (perApplication.get(review.application_id) ?? 0) + 1);
    }
    expect(perApplication.size).toBe(24);
    expect([...perApplication.values()].every((count) => count === 2)).toBe(true);
    expect(new Set(reviews.map((review) => review.recommendation))).toEqual(
      new Set(['accept', 'maybe', 'reject', null]),
    );
    expect(reviews.filter((review) => review.note !== null).length).toBeGreaterThan(0);
  });

  it('ranks them with cut lines and borderline rows, some decided and some pending; the figures show a harsh and a lenient reviewer', async () => {
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email);
    const ranking = await api.get<ReviewRankingDto>(`/api/admin/events/${eventId}/review/ranking?pageSize=50`, admin);
    expect(ranking).toMatchObject({ capacity: 8, waitlistSize: 4, unreviewed: 0 });
    expect(ranking.ranked).toBeGreaterThanOrEqual(23);
    expect(ranking.cutLines.map((line) => line.above)).toEqual(['accept', 'waitlist']);
    expect(ranking.items).toHaveLength(ranking.ranked);
    expect(ranking.items.every((row) => row.reviews === 2 && row.standardError !== null)).toBe(true);
    // A few borderline rows, each around a cut line: its score ± reaches across it.
    const borderline = ranking.items.filter((row) => row.borderline);
    expect(borderline.length).toBeGreaterThan(0);
    expect(borderline.length).toBeLessThan(ranking.ranked / 2);
    expect(ranking.borderline).toBe(borderline.length);
    for (const row of borderline) {
      expect(
        ranking.cutLines.some(
          (line) => row.score - row.standardError! <= line.score && line.score <= row.score + row.standardError!,
        ),
      ).toBe(true);
    }
    const borderlineOnly = await api.get<ReviewRankingDto>(
      `/api/admin/events/${eventId}/review/ranking?show=borderline&pageSize=50`,
      admin,
    );
    expect(borderlineOnly.items.map((row) => row.applicationId)).toEqual(borderline.map((row) => row.applicationId));
    // Staff decided the clear ones; the rest wait.
    const statuses = new Set(ranking.items.map((row) => row.status));
    expect(statuses).toEqual(expect.objectContaining(new Set(['approved', 'waitlisted', 'rejected', 'pending'])));
    expect([...statuses].every((status) => ['approved', 'waitlisted', 'rejected', 'pending'].includes(status))).toBe(
      true,
    );
    expect(ranking.items.filter((row) => row.borderline && row.status === 'pending').length).toBeGreaterThan(0);

    const { reviewers } = await api.get<ReviewerFiguresDto>(
      `/api/admin/events/${eventId}/review/reviewer-figures`,
      admin,
    );
    const leniencyOf = (email: string) => reviewers.find((reviewer) => reviewer.email === email)!.leniency!;
    expect(reviewers).toHaveLength(3);
    for (const reviewer of reviewers) {
      expect(reviewer).toMatchObject({ tooFewToTell: false, reviews: reviewer.assigned });
    }
    const harsh = leniencyOf(DEMO_ACCOUNTS.judge.email);
    const between = leniencyOf(DEMO_ACCOUNTS.reviewer.email);
    const lenient = leniencyOf(DEMO_ACCOUNTS.judge2.email);
    expect(harsh).toBeLessThan(0);
    expect(lenient).toBeGreaterThan(0);
    expect(harsh).toBeLessThan(between);
    expect(between).toBeLessThan(lenient);
  });

  it('has approved applicants asked to confirm their spot by a deadline: one confirmed, one declined, the rest due', async () => {
    const spots = await rows<{ status: string; confirmed: boolean; declined: boolean; due_at: Date }>(
      `select a.status, s.confirmed_at is not null as confirmed, s.declined_at is not null as declined, s.due_at
         from spot_confirmations s join applications a on a.id = s.application_id where a.event_id = ?`,
      [eventId],
    );
    expect(spots.filter((spot) => spot.confirmed)).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect(spots.filter((spot) => spot.declined)).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
    const due = spots.filter((spot) => !spot.confirmed && !spot.declined);
    expect(due.length).toBeGreaterThan(0);
    for (const spot of due) {
      expect(spot.status).toBe('approved');
      expect(new Date(spot.due_at).getTime()).toBeGreaterThan(Date.now());
    }
    // Staff see the declined spot free, and the waitlist to offer it to.
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email);
    const figures = await api.get<EventSpotsDto>(`/api/admin/events/${eventId}/spots`, admin);
    expect(figures).toMatchObject({ confirmed: 1, declined: 1, awaiting: due.length, waitlisted: 1 });
    expect(figures.free).toBeGreaterThan(0);
  });

  it('was written through the commands: the decisions have their history rows and emails, and the audit chain verifies', async () => {
    const history = await rows<{ new_status: string; by: string }>(
      `select h.new_status, u.email as by from application_status_history h
         join applications a on a.id = h.application_id join users u on u.id = h.changed_by
        where a.event_id = ?`,
      [eventId],
    );
    // The admin's decisions; one withdrawal, by the applicant who declined their spot.
    expect(new Set(history.map((row) => row.new_status))).toEqual(
      new Set(['approved', 'waitlisted', 'rejected', 'withdrawn']),
    );
    expect(history.filter((row) => row.by !== DEMO_ACCOUNTS.admin.email).map((row) => row.new_status)).toEqual([
      'withdrawn',
    ]);
    const types = await rows<{ type: string }>('select distinct type from domain_events order by 1');
    expect(types.map((row) => row.type)).toEqual(
      expect.arrayContaining([
        'application_form.question_added',
        'review_setup.settings_changed',
        'review_setup.criterion_added',
        'review_setup.reviewer_seated',
        'review.applications_assigned',
        'review.review_saved',
      ]),
    );
    const [{ n }] = await rows<{ n: string }>('select count(*) as n from domain_events');
    expect(await app.get(ChainVerifier).verify(em)).toEqual({ ok: true, verified: Number(n) });

    // A reviewer signs in and finds their queue, blind: no names.
    const reviewer = await api.signIn(DEMO_ACCOUNTS.reviewer.email);
    const queue = await api.get<{
      events: { eventId: string; blind: boolean; items: { applicantName: string | null }[] }[];
    }>('/api/review/queue', reviewer);
    const civic = queue.events.find((event) => event.eventId === eventId)!;
    expect(civic.blind).toBe(true);
    expect(civic.items.length).toBeGreaterThan(0);
    expect(civic.items.every((item) => item.applicantName === null)).toBe(true);
  });
});
