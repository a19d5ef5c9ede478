import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { ReviewLocks } from '../../src/review/review-locks.js';
import { ReviewSetup } from '../../src/review/review-setup.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { linkToken, queuedEmails } from '../support/outbox-mail.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;

interface Criterion {
  id: string;
  label: string;
  weight: number;
  description: string | null;
  position: number;
}

interface Reviewers {
  reviewers: { userId: string; name: string | null; email: string; seatedAt: string }[];
  invitations: { email: string; invitedAt: string }[];
  staffCount: number;
}

const SETTINGS = { capacity: 30, waitlistSize: 10, reviewsPerApplication: 3, blindReview: false, confirmDays: 7 };
const EVIDENCE = { label: 'Customer evidence', weight: 3, description: 'Paying or committed users' };
const TEAM = { label: 'Team', weight: 2 };

describe('review setup (issue 28): settings, rubric and reviewers', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  const sink = new SmtpSink();
  const accounts = {} as Record<Role, TestAccount>;
  /** Events whose rubric a (test) reviewing check says is reviewed already. */
  const reviewed = new Set<string>();

  beforeAll(async () => {
    await sink.start();
    app = await startTestApp(testConfig(await createTestDatabase(), { SMTP_URL: sink.url }), { runWorkers: true });
    em = app.get(EntityManager).fork();
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
    // What reviewing registers once reviews are saved: here, a set the tests fill.
    app.get(ReviewLocks).register((eventId) => Promise.resolve(reviewed.has(eventId)));
  });

  afterAll(async () => {
    await app?.close();
    await sink.stop();
  });

  const as = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);
  const newEvent = () => createSprint(app, accounts.organizer, { status: 'upcoming' });
  const base = (eventId: string) => `/api/admin/events/${eventId}/review`;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Caller, payload?: object) =>
    app.inject({ method, url, headers: as(caller), ...(payload === undefined ? {} : { payload }) });

  async function eventsOf(eventId: string) {
    return em.execute<{ type: string; payload: Record<string, unknown>; actor_id: string | null }[]>(
      "select type, payload, actor_id from domain_events where stream_type = 'event' and stream_id = ? and type like 'review_setup.%' order by id",
      [eventId],
    );
  }

  async function addCriterion(eventId: string, payload: object, caller: Caller = 'organizer'): Promise<Criterion> {
    const response = await call('POST', `${base(eventId)}/criteria`, caller, payload);
    expect(response.statusCode).toBe(201);
    return response.json<{ criteria: Criterion[] }>().criteria.at(-1)!;
  }

  async function seat(eventId: string, email: string, caller: Caller = 'organizer') {
    return call('POST', `${base(eventId)}/reviewers`, caller, { email });
  }

  async function auditChanges(eventId: string): Promise<string[]> {
    const response = await call('GET', `/api/admin/audit?eventId=${eventId}&pageSize=200`, 'admin');
    expect(response.statusCode).toBe(200);
    return response.json<{ items: { type: string; change: string }[] }>().items.map(({ change }) => change);
  }

  describe('access', () => {
    const criterionId = '00000000-0000-4000-8000-000000000001';
    const userId = '00000000-0000-4000-8000-000000000002';
    const endpoints = (eventId: string) =>
      [
        ['GET', `${base(eventId)}/settings`, undefined],
        ['PUT', `${base(eventId)}/settings`, { ...SETTINGS, expectedVersion: 0 }],
        ['GET', `${base(eventId)}/criteria`, undefined],
        ['POST', `${base(eventId)}/criteria`, EVIDENCE],
        ['PUT', `${base(eventId)}/criteria/order`, { criterionIds: [] }],
        ['PUT', `${base(eventId)}/criteria/${criterionId}`, EVIDENCE],
        ['DELETE', `${base(eventId)}/criteria/${criterionId}`, undefined],
        ['GET', `${base(eventId)}/reviewers`, undefined],
        ['POST', `${base(eventId)}/reviewers`, { email: 'someone-new@example.com' }],
        ['DELETE', `${base(eventId)}/reviewers/${userId}`, undefined],
        ['DELETE', `${base(eventId)}/invitations?email=someone-new@example.com`, undefined],
      ] as const;

    it.each([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
    ] as const)('refuses a %s on every endpoint (%i) and writes nothing', async (caller, status) => {
      const eventId = await newEvent();
      // A judge of this very event is still no reviewer's organiser.
      if (caller === 'judge') {
        await call('POST', `/api/admin/events/${eventId}/judges`, 'organizer', { email: accounts.judge.email });
      }
      for (const [method, url, payload] of endpoints(eventId)) {
        const response = await call(method, url, caller, payload);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status });
      }
      expect(await eventsOf(eventId)).toEqual([]);
      expect(await queuedEmails(app, 'someone-new@example.com')).toEqual([]);
    });

    it.each(['organizer', 'admin'] as const)('lets an %s read and change the setup', async (caller) => {
      const eventId = await newEvent();
      const codes: [string, string, number][] = [];
      const record = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
        const response = await call(method, url, caller, payload);
        codes.push([method, url.replace(base(eventId), ''), response.statusCode]);
        return response;
      };
      await record('GET', `${base(eventId)}/settings`);
      await record('PUT', `${base(eventId)}/settings`, { ...SETTINGS, expectedVersion: 0 });
      await record('GET', `${base(eventId)}/criteria`);
      const added = (await record('POST', `${base(eventId)}/criteria`, EVIDENCE)).json<{ criteria: Criterion[] }>();
      const id = added.criteria[0].id;
      await record('PUT', `${base(eventId)}/criteria/${id}`, { ...EVIDENCE, weight: 4 });
      await record('PUT', `${base(eventId)}/criteria/order`, { criterionIds: [id] });
      await record('DELETE', `${base(eventId)}/criteria/${id}`);
      await record('GET', `${base(eventId)}/reviewers`);
      await record('POST', `${base(eventId)}/reviewers`, { email: accounts.participant.email });
      await record('DELETE', `${base(eventId)}/reviewers/${accounts.participant.userId}`);
      const email = `access-${caller}@example.com`;
      await record('POST', `${base(eventId)}/reviewers`, { email });
      await record('DELETE', `${base(eventId)}/invitations?email=${encodeURIComponent(email)}`);
      expect(codes.filter(([, , status]) => status >= 300)).toEqual([]);
    });

    it('answers 404 for an event that does not exist, on reads and changes', async () => {
      const missing = '00000000-0000-4000-8000-0000000000ff';
      for (const [method, url, payload] of [
        ['GET', `${base(missing)}/settings`, undefined],
        ['PUT', `${base(missing)}/settings`, { ...SETTINGS, expectedVersion: 0 }],
        ['GET', `${base(missing)}/criteria`, undefined],
        ['POST', `${base(missing)}/criteria`, EVIDENCE],
        ['GET', `${base(missing)}/reviewers`, undefined],
        ['POST', `${base(missing)}/reviewers`, { email: accounts.participant.email }],
      ] as const) {
        const response = await call(method, url, 'organizer', payload);
        expect({ method, url, status: response.statusCode, code: response.json().code }).toEqual({
          method,
          url,
          status: 404,
          code: 'EVENT_NOT_FOUND',
        });
      }
    });
  });

  describe('settings', () => {
    it('starts at the defaults, saves the form as one audited command and refuses a stale save with 409', async () => {
      const eventId = await newEvent();
      const defaults = await call('GET', `${base(eventId)}/settings`, 'organizer');
      expect(defaults.json()).toEqual({
        capacity: null,
        waitlistSize: 0,
        reviewsPerApplication: 2,
        blindReview: true,
        confirmDays: 5,
        version: 0,
      });
      await expect(app.get(ReviewSetup).settingsOf(eventId)).resolves.toMatchObject({ reviewsPerApplication: 2 });

      const saved = await call('PUT', `${base(eventId)}/settings`, 'organizer', { ...SETTINGS, expectedVersion: 0 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...SETTINGS, version: 1 });
      await expect(app.get(ReviewSetup).settingsOf(eventId)).resolves.toEqual({ ...SETTINGS, version: 1 });

      // Someone else's form, loaded before that save: refused, nothing overwritten.
      const stale = await call('PUT', `${base(eventId)}/settings`, 'admin', {
        ...SETTINGS,
        capacity: 5,
        expectedVersion: 0,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VERSION_CONFLICT');
      expect((await call('GET', `${base(eventId)}/settings`, 'organizer')).json().capacity).toBe(30);

      // No spots limit again (null), and the same form twice changes nothing the second time.
      const unlimited = await call('PUT', `${base(eventId)}/settings`, 'admin', {
        ...SETTINGS,
        capacity: null,
        blindReview: true,
        expectedVersion: 1,
      });
      expect(unlimited.json()).toMatchObject({ capacity: null, blindReview: true, version: 2 });
      const again = await call('PUT', `${base(eventId)}/settings`, 'admin', {
        ...SETTINGS,
        capacity: null,
        blindReview: true,
        expectedVersion: 2,
      });
      expect(again.json().version).toBe(2);

      const events = await eventsOf(eventId);
      expect(events).toEqual([
        {
          type: 'review_setup.settings_changed',
          actor_id: accounts.organizer.userId,
          payload: {
            version: 1,
            changes: {
              capacity: { from: null, to: 30 },
              waitlistSize: { from: 0, to: 10 },
              reviewsPerApplication: { from: 2, to: 3 },
              blindReview: { from: true, to: false },
              confirmDays: { from: 5, to: 7 },
            },
          },
        },
        {
          type: 'review_setup.settings_changed',
          actor_id: accounts.admin.userId,
          payload: {
            version: 2,
            changes: { capacity: { from: 30, to: null }, blindReview: { from: false, to: true } },
          },
        },
      ]);
      expect(await auditChanges(eventId)).toEqual(
        expect.arrayContaining([
          'Review settings changed: Capacity none → 30; Waitlist size 0 → 10; Reviews per application 2 → 3; Blind review on → off; Days to confirm a spot 5 → 7',
          'Review settings changed: Capacity 30 → none; Blind review off → on',
        ]),
      );
    });

    it.each([
      ['no spots', { capacity: 0 }, 'capacity', 'Capacity must be at least 1'],
      ['part of a spot', { capacity: 1.5 }, 'capacity', 'Capacity must be a whole number, or empty for no limit'],
      [
        'a capacity in words',
        { capacity: 'thirty' },
        'capacity',
        'Capacity must be a whole number, or empty for no limit',
      ],
      [
        'no capacity field at all',
        { capacity: undefined },
        'capacity',
        'Capacity must be a whole number, or empty for no limit',
      ],
      ['a negative waitlist', { waitlistSize: -1 }, 'waitlistSize', 'Waitlist size must be at least 0'],
      ['a waitlist of 10001', { waitlistSize: 10_001 }, 'waitlistSize', 'Waitlist size must be at most 10000'],
      [
        'no reviews',
        { reviewsPerApplication: 0 },
        'reviewsPerApplication',
        'Reviews per application must be at least 1',
      ],
      [
        'six reviews',
        { reviewsPerApplication: 6 },
        'reviewsPerApplication',
        'Reviews per application must be at most 5',
      ],
      ['0 days to confirm', { confirmDays: 0 }, 'confirmDays', 'Days to confirm a spot must be at least 1'],
      ['61 days to confirm', { confirmDays: 61 }, 'confirmDays', 'Days to confirm a spot must be at most 60'],
      ['a blind review in words', { blindReview: 'yes' }, 'blindReview', 'Blind review must be true or false'],
      ['no version', { expectedVersion: undefined }, 'expectedVersion', 'must be a whole number'],
      ['an unknown field', { spots: 3 }, 'spots', 'is not an accepted field'],
    ])('refuses %s with 400 naming the field, and writes nothing', async (_name, overrides, field, reason) => {
      const eventId = await newEvent();
      const response = await call('PUT', `${base(eventId)}/settings`, 'organizer', {
        ...SETTINGS,
        expectedVersion: 0,
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field, reason });
      expect(await em.execute('select 1 from event_review_settings where event_id = ?', [eventId])).toEqual([]);
      expect(await eventsOf(eventId)).toEqual([]);
    });
  });

  describe('rubric', () => {
    it('adds, edits, reorders and removes criteria, each audited, keeping the order 1..n', async () => {
      const eventId = await newEvent();
      const evidence = await addCriterion(eventId, { ...EVIDENCE, label: '  Customer evidence ' });
      const team = await addCriterion(eventId, TEAM, 'admin');
      const third = await addCriterion(eventId, { label: 'Market', weight: 1, description: '' });
      expect(
        [evidence, team, third].map(({ label, weight, description, position }) => [
          label,
          weight,
          description,
          position,
        ]),
      ).toEqual([
        ['Customer evidence', 3, 'Paying or committed users', 1],
        ['Team', 2, null, 2],
        ['Market', 1, null, 3],
      ]);

      // Left out, the description stays; the label and weight change.
      const edited = await call('PUT', `${base(eventId)}/criteria/${evidence.id}`, 'organizer', {
        label: 'Evidence',
        weight: 5,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().criteria[0]).toMatchObject({
        label: 'Evidence',
        weight: 5,
        description: 'Paying or committed users',
      });

      const reordered = await call('PUT', `${base(eventId)}/criteria/order`, 'organizer', {
        criterionIds: [third.id, evidence.id, team.id],
      });
      expect(reordered.json().criteria.map((c: Criterion) => [c.label, c.position])).toEqual([
        ['Market', 1],
        ['Evidence', 2],
        ['Team', 3],
      ]);

      const removed = await call('DELETE', `${base(eventId)}/criteria/${evidence.id}`, 'organizer');
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({
        locked: false,
        criteria: [
          { id: third.id, label: 'Market', weight: 1, description: null, position: 1 },
          { id: team.id, label: 'Team', weight: 2, description: null, position: 2 },
        ],
      });
      expect((await app.get(ReviewSetup).rubricOf(eventId)).map(({ label }) => label)).toEqual(['Market', 'Team']);

      expect((await eventsOf(eventId)).map(({ type, payload }) => [type, payload])).toEqual([
        [
          'review_setup.criterion_added',
          {
            criterionId: evidence.id,
            label: 'Customer evidence',
            weight: 3,
            description: 'Paying or committed users',
            position: 1,
          },
        ],
        [
          'review_setup.criterion_added',
          { criterionId: team.id, label: 'Team', weight: 2, description: null, position: 2 },
        ],
        [
          'review_setup.criterion_added',
          { criterionId: third.id, label: 'Market', weight: 1, description: null, position: 3 },
        ],
        [
          'review_setup.criterion_edited',
          { criterionId: evidence.id, label: 'Evidence', weight: 5, description: 'Paying or committed users' },
        ],
        ['review_setup.criteria_reordered', { criterionIds: [third.id, evidence.id, team.id] }],
        ['review_setup.criterion_removed', { criterionId: evidence.id, label: 'Evidence', weight: 5 }],
      ]);
      expect(await auditChanges(eventId)).toEqual(
        expect.arrayContaining([
          'Review criterion added: Customer evidence (weight 3)',
          'Review criterion changed: Evidence (weight 5)',
          'Review criteria reordered (3)',
          'Review criterion removed: Evidence',
        ]),
      );
    });

    it.each([
      ['an empty label', { label: '   ', weight: 1 }, 'label', 'Criterion label is required'],
      ['a weight of 0', { label: 'X', weight: 0 }, 'weight', 'Weight must be at least 1'],
      ['a weight of 101', { label: 'X', weight: 101 }, 'weight', 'Weight must be at most 100'],
      ['a fractional weight', { label: 'X', weight: 2.5 }, 'weight', 'Weight must be a whole number'],
      [
        'a long description',
        { label: 'X', weight: 1, description: 'x'.repeat(501) },
        'description',
        'Description must be at most 500 characters',
      ],
    ])(
      'refuses %s with 400 naming the field (add and edit), writing nothing',
      async (_name, payload, field, reason) => {
        const eventId = await newEvent();
        const added = await call('POST', `${base(eventId)}/criteria`, 'organizer', payload);
        expect(added.statusCode).toBe(400);
        expect(added.json().fields).toContainEqual({ field, reason });
        const existing = await addCriterion(eventId, TEAM);
        const edited = await call('PUT', `${base(eventId)}/criteria/${existing.id}`, 'organizer', payload);
        expect(edited.statusCode).toBe(400);
        expect(edited.json().fields).toContainEqual({ field, reason });
        expect(await app.get(ReviewSetup).rubricOf(eventId)).toEqual([existing]);
      },
    );

    it('refuses a reorder that does not list every criterion once (400), and unknown criteria (404)', async () => {
      const eventId = await newEvent();
      const a = await addCriterion(eventId, EVIDENCE);
      const b = await addCriterion(eventId, TEAM);
      for (const criterionIds of [[a.id], [a.id, a.id], [a.id, b.id, '00000000-0000-4000-8000-000000000009']]) {
        const response = await call('PUT', `${base(eventId)}/criteria/order`, 'organizer', { criterionIds });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual([
          { field: 'criterionIds', reason: 'Please list every criterion of the rubric once.' },
        ]);
      }
      const notAnId = await call('PUT', `${base(eventId)}/criteria/order`, 'organizer', { criterionIds: ['x'] });
      expect(notAnId.json().fields).toContainEqual({
        field: 'criterionIds',
        reason: 'Each criterion must be a criterion id',
      });

      // Another event's criterion is no criterion of this one.
      const other = await newEvent();
      for (const [method, payload] of [
        ['PUT', TEAM],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `${base(other)}/criteria/${a.id}`, 'organizer', payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('REVIEW_CRITERION_NOT_FOUND');
      }
      expect((await eventsOf(eventId)).map(({ type }) => type)).toEqual([
        'review_setup.criterion_added',
        'review_setup.criterion_added',
      ]);
    });

    it('once reviews rest on the rubric: no criterion added, removed or reweighted (409); wording and order stay free', async () => {
      const eventId = await newEvent();
      const a = await addCriterion(eventId, EVIDENCE);
      const b = await addCriterion(eventId, TEAM);
      reviewed.add(eventId);
      expect((await call('GET', `${base(eventId)}/criteria`, 'organizer')).json().locked).toBe(true);

      const refused = [
        await call('POST', `${base(eventId)}/criteria`, 'organizer', { label: 'Late', weight: 1 }),
        await call('DELETE', `${base(eventId)}/criteria/${a.id}`, 'organizer'),
        await call('PUT', `${base(eventId)}/criteria/${a.id}`, 'organizer', { ...EVIDENCE, weight: 1 }),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'RUBRIC_LOCKED',
          message: 'Reviews have been saved, so criteria can no longer be added, removed or reweighted.',
        });
      }
      const reworded = await call('PUT', `${base(eventId)}/criteria/${a.id}`, 'organizer', {
        label: 'Evidence of customers',
        weight: EVIDENCE.weight,
      });
      expect(reworded.statusCode).toBe(200);
      const reordered = await call('PUT', `${base(eventId)}/criteria/order`, 'organizer', {
        criterionIds: [b.id, a.id],
      });
      expect(reordered.statusCode).toBe(200);
      expect((await app.get(ReviewSetup).rubricOf(eventId)).map(({ label, weight }) => [label, weight])).toEqual([
        ['Team', 2],
        ['Evidence of customers', 3],
      ]);
    });
  });

  describe('reviewers', () => {
    it('seats an account by exact email (any case), once; staff and seated people are reviewers, others not', async () => {
      const eventId = await newEvent();
      const reviewer = await createAccount(app, 'participant', 'reviewer');
      const first = await seat(eventId, `  ${reviewer.email.toUpperCase()} `);
      expect(first.statusCode).toBe(201);
      const body = first.json<{ outcome: string; reviewers: Reviewers }>();
      expect(body.outcome).toBe('seated');
      expect(body.reviewers.reviewers).toEqual([
        { userId: reviewer.userId, name: 'Test reviewer', email: reviewer.email, seatedAt: expect.any(String) },
      ]);
      expect(body.reviewers.invitations).toEqual([]);
      expect(body.reviewers.staffCount).toBeGreaterThanOrEqual(2);

      const again = await seat(eventId, reviewer.email, 'admin');
      expect(again.json().outcome).toBe('already_seated');

      const setup = app.get(ReviewSetup);
      expect(await setup.isReviewer(eventId, reviewer.userId)).toBe(true);
      expect(await setup.isReviewer(eventId, accounts.organizer.userId)).toBe(true);
      expect(await setup.isReviewer(eventId, accounts.admin.userId)).toBe(true);
      expect(await setup.isReviewer(eventId, accounts.participant.userId)).toBe(false);
      expect(await setup.isReviewer(eventId, accounts.judge.userId)).toBe(false);
      // Seated on one event reviews that one only.
      expect(await setup.isReviewer(await newEvent(), reviewer.userId)).toBe(false);
      const all = await setup.reviewersOf(eventId);
      expect(all[0]).toEqual({ userId: reviewer.userId, via: 'seated' });
      expect(all).toEqual(
        expect.arrayContaining([
          { userId: accounts.organizer.userId, via: 'staff' },
          { userId: accounts.admin.userId, via: 'staff' },
        ]),
      );
      expect(all.map(({ userId }) => userId)).not.toContain(accounts.participant.userId);

      const removed = await call('DELETE', `${base(eventId)}/reviewers/${reviewer.userId}`, 'organizer');
      expect(removed.statusCode).toBe(200);
      expect(removed.json().reviewers).toEqual([]);
      expect(await setup.isReviewer(eventId, reviewer.userId)).toBe(false);
      const notSeated = await call('DELETE', `${base(eventId)}/reviewers/${reviewer.userId}`, 'organizer');
      expect(notSeated.statusCode).toBe(404);
      expect(notSeated.json().code).toBe('REVIEWER_NOT_FOUND');

      expect((await eventsOf(eventId)).map(({ type, payload, actor_id }) => [type, payload, actor_id])).toEqual([
        ['review_setup.reviewer_seated', { userId: reviewer.userId, via: 'review_tab' }, accounts.organizer.userId],
        ['review_setup.reviewer_removed', { userId: reviewer.userId }, accounts.organizer.userId],
      ]);
      expect(await auditChanges(eventId)).toEqual(
        expect.arrayContaining(['Reviewer added: Test reviewer', 'Reviewer removed: Test reviewer']),
      );
    });

    it.each([
      ['no email', {}],
      ['not an email', { email: 'grace' }],
      ['a name', { email: 'Grace Hopper' }],
    ])('refuses %s with 400 naming the email field', async (_name, payload) => {
      const eventId = await newEvent();
      const response = await call('POST', `${base(eventId)}/reviewers`, 'organizer', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field: 'email', reason: "Enter the reviewer's email address" });
      expect(await eventsOf(eventId)).toEqual([]);
    });

    it('invites an unknown email (the email arrives), once; verifying that address seats them', async () => {
      const eventId = await newEvent();
      const [{ title }] = await em.execute<{ title: string }[]>('select title from events where id = ?', [eventId]);
      const newcomer = `reviewer-${Date.now()}@example.com`;
      const invited = await seat(eventId, newcomer);
      expect(invited.statusCode).toBe(201);
      expect(invited.json().outcome).toBe('invited');
      expect(invited.json().reviewers.invitations).toEqual([{ email: newcomer, invitedAt: expect.any(String) }]);
      expect((await seat(eventId, newcomer.toUpperCase(), 'admin')).json().outcome).toBe('already_invited');

      const [mail] = await eventually(
        () => {
          const received = sink.messagesTo(newcomer);
          return Promise.resolve(received.length > 0 ? received : undefined);
        },
        10_000,
        'the reviewer invitation in the SMTP sink',
      );
      expect(mail.subject).toBe(`You're invited to review applications to ${title}`);
      expect(mail.text).toContain(
        'Create your account with this email address to accept: http://sprintboard.test/auth',
      );
      expect(await queuedEmails(app, newcomer)).toEqual([
        expect.objectContaining({ template: 'event.reviewer_invitation' }),
      ]);
      // The judges' invitations are a seat of their own: this one makes no judge.
      expect((await call('GET', `/api/admin/events/${eventId}/judges`, 'organizer')).json().invitations).toEqual([]);

      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newcomer, password: 'secret-one-9', firstName: 'Rita', lastName: 'Reviewer' },
      });
      const unverified = (await call('GET', `${base(eventId)}/reviewers`, 'organizer')).json<Reviewers>();
      expect(unverified.reviewers).toEqual([]);

      const verified = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: await linkToken(app, newcomer, 'auth.verify_email') },
      });
      expect(verified.statusCode).toBe(200);
      const after = (await call('GET', `${base(eventId)}/reviewers`, 'organizer')).json<Reviewers>();
      expect(after.invitations).toEqual([]);
      expect(after.reviewers.map(({ email }) => email.toLowerCase())).toEqual([newcomer]);
      const [{ id: newcomerId }] = await em.execute<{ id: string }[]>('select id from users where lower(email) = ?', [
        newcomer,
      ]);
      expect(await app.get(ReviewSetup).isReviewer(eventId, newcomerId)).toBe(true);
      const [seatRow] = await em.execute<{ seated_by: string }[]>(
        'select seated_by from event_reviewers where event_id = ? and user_id = ?',
        [eventId, newcomerId],
      );
      expect(seatRow.seated_by).toBe(accounts.organizer.userId);
      expect(
        await em.execute('select 1 from event_judges where event_id = ? and user_id = ?', [eventId, newcomerId]),
      ).toEqual([]);

      const events = await eventsOf(eventId);
      expect(events.map(({ type, payload }) => [type, payload])).toEqual([
        ['review_setup.reviewer_invited', { email: newcomer }],
        ['review_setup.reviewer_seated', { userId: newcomerId, via: 'invitation' }],
      ]);
      expect(await auditChanges(eventId)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Reviewer invited: /),
          'Reviewer added: Rita Reviewer (accepted the invitation)',
        ]),
      );
    });

    it('withdraws a pending invitation: verifying that address later seats nobody', async () => {
      const eventId = await newEvent();
      const newcomer = `withdrawn-${Date.now()}@example.com`;
      await seat(eventId, newcomer);
      const withdrawn = await call(
        'DELETE',
        `${base(eventId)}/invitations?email=${encodeURIComponent(newcomer.toUpperCase())}`,
        'organizer',
      );
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().invitations).toEqual([]);
      const again = await call(
        'DELETE',
        `${base(eventId)}/invitations?email=${encodeURIComponent(newcomer)}`,
        'organizer',
      );
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('REVIEWER_INVITATION_NOT_FOUND');
      const badEmail = await call('DELETE', `${base(eventId)}/invitations?email=nope`, 'organizer');
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().fields).toContainEqual({ field: 'email', reason: 'must be a valid email address' });

      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newcomer, password: 'secret-one-9', firstName: 'Late', lastName: 'Comer' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: await linkToken(app, newcomer, 'auth.verify_email') },
      });
      expect((await call('GET', `${base(eventId)}/reviewers`, 'organizer')).json().reviewers).toEqual([]);
      expect((await eventsOf(eventId)).map(({ type }) => type)).toEqual([
        'review_setup.reviewer_invited',
        'review_setup.reviewer_invitation_withdrawn',
      ]);
    });

    it('a judge invited by the wizard and a reviewer invited on the Review tab, same email: verifying gives both seats', async () => {
      const newcomer = `both-${Date.now()}@example.com`;
      const eventId = await newEvent();
      await em.execute(
        "insert into seat_invitations (id, event_id, seat, email, name, invited_by) values (gen_random_uuid(), ?, 'judge', ?, 'Both', ?)",
        [eventId, newcomer, accounts.organizer.userId],
      );
      await seat(eventId, newcomer);
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newcomer, password: 'secret-one-9', firstName: 'Both', lastName: 'Seats' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: await linkToken(app, newcomer, 'auth.verify_email') },
      });
      const judges = (await call('GET', `/api/admin/events/${eventId}/judges`, 'organizer')).json();
      const reviewers = (await call('GET', `${base(eventId)}/reviewers`, 'organizer')).json<Reviewers>();
      expect(judges.judges.map((judge: { email: string }) => judge.email.toLowerCase())).toEqual([newcomer]);
      expect(reviewers.reviewers.map(({ email }) => email.toLowerCase())).toEqual([newcomer]);
    });
  });

  it('deleting the event takes its review setup with it, and says how much', async () => {
    const eventId = await newEvent();
    await call('PUT', `${base(eventId)}/settings`, 'organizer', { ...SETTINGS, expectedVersion: 0 });
    await addCriterion(eventId, EVIDENCE);
    await seat(eventId, accounts.participant.email);
    await seat(eventId, `deleted-${Date.now()}@example.com`);
    expect((await call('DELETE', `/api/admin/events/${eventId}`, 'admin')).statusCode).toBe(204);
    const [deleted] = await em.execute<{ payload: { removed: Record<string, number> } }[]>(
      "select payload from domain_events where stream_id = ? and type = 'event.deleted'",
      [eventId],
    );
    expect(deleted.payload.removed).toMatchObject({
      event_review_settings: 1,
      review_criteria: 1,
      event_reviewers: 1,
      reviewer_invitations: 1,
    });
    for (const table of ['event_review_settings', 'review_criteria', 'event_reviewers', 'seat_invitations']) {
      expect(await em.execute(`select 1 from ${table} where event_id = ?`, [eventId])).toEqual([]);
    }
  });
});
