import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../src/common/clock.js';
import { EmailSent } from '../../src/notifications/email/email-events.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { applyAs } from '../support/participation.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { ProbeNoted } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

describe('global audit log', () => {
  let app: NestFastifyApplication;
  const accounts = {} as Record<Role, TestAccount>;
  let startedAt: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
    // The database stamps microseconds and the boundary only milliseconds: keep a clear gap both sides.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await pause();
    startedAt = new Date().toISOString();
    await pause();
    for (let i = 0; i < 3; i += 1) {
      await app
        .get(CommandTransaction)
        .run(accounts.organizer.userId, (tx) => tx.record(new ProbeNoted('audited', { note: `note ${i}, "quoted"` })));
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, role: Role | 'visitor' = 'admin') =>
    app.inject({ method: 'GET', url, headers: role === 'visitor' ? {} : accounts[role].auth });

  it.each<[Role | 'visitor', number]>([
    ['visitor', 401],
    ['participant', 403],
    ['judge', 403],
    ['organizer', 403],
    ['admin', 200],
  ])('is for admins only: %s gets %i, for the list and the export', async (role, status) => {
    expect((await get('/api/admin/audit', role)).statusCode).toBe(status);
    expect((await get('/api/admin/audit/export.csv', role)).statusCode).toBe(status);
    expect((await get('/api/admin/audit/subjects?q=test', role)).statusCode).toBe(status);
  });

  it('filters by type, actor, record and time, newest first, with paging', async () => {
    const byType = (await get('/api/admin/audit?type=probe.noted')).json();
    expect(byType.total).toBe(3);
    expect(byType.items.map((item: { payload: { note: string } }) => item.payload.note)).toEqual([
      'note 2, "quoted"',
      'note 1, "quoted"',
      'note 0, "quoted"',
    ]);
    expect(byType.items[0]).toMatchObject({
      streamType: 'probe',
      streamId: 'audited',
      actorId: accounts.organizer.userId,
      actorName: 'Test organizer',
    });

    const byActor = (await get(`/api/admin/audit?actorId=${accounts.organizer.userId}`)).json();
    expect(byActor.items.every((item: { actorId: string }) => item.actorId === accounts.organizer.userId)).toBe(true);
    const byRecord = (await get('/api/admin/audit?streamType=probe&streamId=audited&pageSize=2&page=2')).json();
    expect(byRecord).toMatchObject({ total: 3, items: [{ version: 1 }] });
    const since = (await get(`/api/admin/audit?from=${encodeURIComponent(startedAt)}&type=user.signed_up`)).json();
    expect(since.total).toBe(0);
    const before = (await get(`/api/admin/audit?to=${encodeURIComponent(startedAt)}&type=user.signed_up`)).json();
    expect(before.total).toBe(4);
  });

  it('refuses malformed filters with 400 naming the field', async () => {
    const response = await get('/api/admin/audit?actorId=bob&from=yesterday&pageSize=1000');
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((problem: { field: string }) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['actorId', 'from', 'pageSize']));
    const chosen = await get('/api/admin/audit?personId=ada&eventId=1&projectId=x');
    expect(chosen.statusCode).toBe(400);
    expect(
      chosen
        .json()
        .fields.map((problem: { field: string }) => problem.field)
        .sort(),
    ).toEqual(['eventId', 'personId', 'projectId']);
    const subjects = await get('/api/admin/audit/subjects');
    expect(subjects.statusCode).toBe(400);
    expect(new Set(subjects.json().fields.map((problem: { field: string }) => problem.field))).toEqual(new Set(['q']));
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await get('/api/admin/audit/export.csv?type=probe.noted');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('sprintboard-audit.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'position,occurredAt,type,streamType,streamId,version,actorId,actorName,payload,record,actor,change',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"{""note"":""note 2, \\""quoted\\""""}"');
  });

  describe('in words', () => {
    const FALL = 'Fall Sprint ’25';
    let ada: TestAccount;
    let bob: TestAccount;
    let adaApplication: string;
    let fall: string;
    let winter: string;

    interface Row {
      type: string;
      streamId: string;
      record: string;
      actor: string;
      change: string;
      fields: { label: string; value: string }[];
    }
    const rows = async (query: string): Promise<Row[]> => (await get(`/api/admin/audit?${query}`)).json().items;

    async function participantNamed(name: string): Promise<TestAccount> {
      const account = await createAccount(app, 'participant', name.split(' ')[0].toLowerCase());
      await app
        .get(EntityManager)
        .fork()
        .execute('update profiles set name = ? where user_id = ?', [name, account.userId]);
      return account;
    }

    beforeAll(async () => {
      fall = await createSprint(app, accounts.admin, { title: FALL });
      winter = await createSprint(app, accounts.admin, { title: 'Winter Jam' });
      ada = await participantNamed('Ada Builder');
      bob = await participantNamed('Bob Other');
      // Approved once the sprints run: no spot to confirm (issue 28), the row is the decision alone.
      const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
      try {
        adaApplication = await applyAs(app, ada, fall, accounts.admin, 'approved');
        await applyAs(app, bob, winter, accounts.admin, 'approved');
      } finally {
        clock.mockRestore();
      }
      // What the email worker records once the SMTP server accepted the decision email.
      const [queued] = await app
        .get(EntityManager)
        .fork()
        .execute<{ stream_id: string }[]>(
          "select stream_id from domain_events where type = 'email.queued' and payload->>'to' = ?",
          [ada.email],
        );
      await app
        .get(CommandTransaction)
        .run(null, (tx) => tx.record(new EmailSent(queued.stream_id, { messageId: '<m@test>', attempts: 1 })));
    });

    it('names the record, the actor and the change of an application status change', async () => {
      const changed = (await rows('type=application.status_changed')).find(
        ({ streamId }) => streamId === adaApplication,
      );
      expect(changed).toMatchObject({
        record: `Ada Builder → ${FALL}`,
        actor: 'Test admin',
        change: 'pending → approved',
      });
    });

    it('says to whom an email was sent, without the whole address', async () => {
      expect(ada.email.startsWith('ada-')).toBe(true);
      const [sent] = await rows('type=email.sent');
      expect(sent).toMatchObject({ actor: 'System', change: 'Email sent to a…@example.com' });
    });

    it('names a created event by its title', async () => {
      const created = (await rows('type=event.created')).find(({ record }) => record === FALL);
      expect(created).toMatchObject({ actor: 'Test admin', change: 'Event created' });
    });

    it('finds the rows of records by name, and not the others', async () => {
      const fall = await rows('q=fall%20sprint&pageSize=200');
      expect(fall.map(({ type }) => type)).toEqual(
        expect.arrayContaining([
          'event.created',
          'event.status_changed',
          'application.submitted',
          'application.status_changed',
        ]),
      );
      expect(fall.every(({ record }) => record === FALL || record === `Ada Builder → ${FALL}`)).toBe(true);

      const adaRows = await rows('q=Ada%20Builder&pageSize=200');
      expect(adaRows.map(({ record }) => record)).toEqual(
        expect.arrayContaining(['Ada Builder', `Ada Builder → ${FALL}`]),
      );
      expect(adaRows.every(({ record }) => record.startsWith('Ada Builder'))).toBe(true);

      expect((await get('/api/admin/audit?q=nothing%20called%20this')).json()).toEqual({
        items: [],
        total: 0,
        named: {},
      });
    });

    it('details the change as named fields: the applicant and event by name, the status from → to', async () => {
      const changed = (await rows('type=application.status_changed')).find(
        ({ streamId }) => streamId === adaApplication,
      );
      expect(changed?.fields).toEqual([
        { label: 'Applicant', value: 'Ada Builder' },
        { label: 'Event', value: FALL },
        { label: 'Status', value: 'pending → approved' },
      ]);
      const submitted = (await rows('type=application.submitted')).find(({ streamId }) => streamId === adaApplication);
      expect(submitted?.fields).toEqual([
        { label: 'Applicant', value: 'Ada Builder' },
        { label: 'Event', value: FALL },
        { label: 'Role', value: expect.any(String) },
        { label: 'Follow-up survey in 6 months', value: 'No' },
      ]);
      const created = (await rows('type=event.created')).find(({ record }) => record === FALL);
      expect(created?.fields).toEqual(
        expect.arrayContaining([
          { label: 'Event', value: FALL },
          { label: 'Title', value: FALL },
        ]),
      );
    });

    it('narrows to a chosen person, event or project, each named for the filter bar', async () => {
      const adaPage = (await get(`/api/admin/audit?personId=${ada.userId}&pageSize=200`)).json();
      expect(adaPage.named).toEqual({ person: 'Ada Builder' });
      const adaRows: Row[] = adaPage.items;
      expect(adaRows.map(({ type }) => type)).toEqual(
        expect.arrayContaining(['user.signed_up', 'application.submitted', 'application.status_changed']),
      );
      expect(adaRows.every(({ record }) => record === 'Ada Builder' || record === `Ada Builder → ${FALL}`)).toBe(true);

      const winterRows = await rows(`eventId=${winter}&pageSize=200`);
      expect(winterRows.map(({ record }) => record)).toEqual(
        expect.arrayContaining(['Winter Jam', 'Bob Other → Winter Jam']),
      );
      expect(winterRows.every(({ record }) => record.includes('Winter Jam'))).toBe(true);

      // Chosen together they narrow each other: Ada's application to Fall, and nothing of Ada's at Winter.
      const both = (
        await get(`/api/admin/audit?personId=${ada.userId}&eventId=${fall}&actorId=${accounts.admin.userId}`)
      ).json();
      expect(both.named).toEqual({ actor: 'Test admin', person: 'Ada Builder', event: FALL });
      expect(both.items.map(({ type }: Row) => type)).toEqual(['application.status_changed']);
      expect((await rows(`personId=${ada.userId}&eventId=${winter}`)).length).toBe(0);
      expect((await rows(`personId=${bob.userId}&q=Ada`)).length).toBe(0);
    });

    it('offers people by name or email and events by title to pick from', async () => {
      const byName = (await get('/api/admin/audit/subjects?q=ada%20build')).json();
      expect(byName.people).toEqual([{ id: ada.userId, name: 'Ada Builder', email: ada.email }]);
      const byEmail = (await get(`/api/admin/audit/subjects?q=${encodeURIComponent(bob.email)}`)).json();
      expect(byEmail.people).toEqual([{ id: bob.userId, name: 'Bob Other', email: bob.email }]);
      const byTitle = (await get('/api/admin/audit/subjects?q=winter')).json();
      expect(byTitle).toEqual({ people: [], events: [{ id: winter, title: 'Winter Jam' }], projects: [] });
    });

    it('exports the readable columns after the raw ones', async () => {
      const response = await get('/api/admin/audit/export.csv?q=Ada%20Builder&type=application.status_changed');
      const [header, line, ...rest] = response.body.trim().split('\r\n');
      expect(header).toBe(
        'position,occurredAt,type,streamType,streamId,version,actorId,actorName,payload,record,actor,change',
      );
      expect(rest).toEqual([]);
      expect(line).toContain(
        `application.status_changed,application,${adaApplication},2,${accounts.admin.userId},Test admin,`,
      );
      expect(line.endsWith(`,Ada Builder → ${FALL},Test admin,pending → approved`)).toBe(true);
    });
  });
});
