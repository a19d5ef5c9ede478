import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;

const WIZARD = {
  title: "Fall Sprint '25",
  descriptionMd: '# Build fast',
  location: 'Palo Alto, CA',
  timezone: 'America/Los_Angeles',
  startDate: '2025-10-03T16:00:00.000Z',
  endDate: '2025-10-06T23:00:00.000Z',
  submissionDeadline: '2025-10-05T23:00:00.000Z',
  graceMinutes: 5,
  tracks: ['discovery', 'startup'],
  teamSizeMax: 5,
};

interface EventBody {
  title: string;
  location: string | null;
  endDate: string;
  tracks: string[];
  teamSizeMax: number;
  version: number;
}

describe('editing an event (the staff edit page)', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  const accounts = {} as Record<Role, TestAccount>;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
  });

  afterAll(async () => {
    await app?.close();
  });

  const as = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);

  async function createEvent(): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: as('organizer'),
      payload: { ...WIZARD, criteria: [{ label: 'Innovation', weight: 25 }], judges: [] },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function readEvent(eventId: string): Promise<EventBody> {
    const response = await app.inject({ method: 'GET', url: `/api/admin/events/${eventId}`, headers: as('admin') });
    return response.json<EventBody>();
  }

  const save = (eventId: string, payload: Record<string, unknown>, caller: Caller = 'organizer') =>
    app.inject({ method: 'PUT', url: `/api/admin/events/${eventId}`, headers: as(caller), payload });

  const updates = (eventId: string) =>
    em.execute<{ actor_id: string; payload: { changes: Record<string, { from: unknown; to: unknown }> } }[]>(
      "select actor_id, payload from domain_events where stream_id = ? and type = 'event.updated' order by version",
      [eventId],
    );

  it.each<[Caller, number]>([
    ['visitor', 401],
    ['participant', 403],
    ['judge', 403],
    ['organizer', 200],
    ['admin', 200],
  ])('as %s answers %i', async (caller, status) => {
    const eventId = await createEvent();
    const response = await save(eventId, { ...WIZARD, title: `Edited by ${caller}`, expectedVersion: 1 }, caller);
    expect(response.statusCode).toBe(status);
    const saved = await readEvent(eventId);
    expect(saved.title).toBe(status === 200 ? `Edited by ${caller}` : WIZARD.title);
    expect(await updates(eventId)).toHaveLength(status === 200 ? 1 : 0);
  });

  it('saves the fields and records event.updated with the old and new value of each changed one', async () => {
    const eventId = await createEvent();
    const response = await save(eventId, {
      ...WIZARD,
      title: 'Winter Sprint',
      location: '  ',
      endDate: '2025-10-07T23:00:00.000Z',
      tracks: [' AI ', 'startup'],
      teamSizeMax: 4,
      expectedVersion: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<EventBody>()).toMatchObject({
      title: 'Winter Sprint',
      location: null,
      endDate: '2025-10-07T23:00:00.000Z',
      tracks: ['ai', 'startup'],
      teamSizeMax: 4,
      version: 2,
    });
    const [updated, ...more] = await updates(eventId);
    expect(more).toEqual([]);
    expect(updated.actor_id).toBe(accounts.organizer.userId);
    expect(updated.payload.changes).toEqual({
      title: { from: "Fall Sprint '25", to: 'Winter Sprint' },
      location: { from: 'Palo Alto, CA', to: null },
      endDate: { from: '2025-10-06T23:00:00.000Z', to: '2025-10-07T23:00:00.000Z' },
      tracks: { from: ['discovery', 'startup'], to: ['ai', 'startup'] },
      teamSizeMax: { from: 5, to: 4 },
    });
  });

  it('records nothing when nothing changed', async () => {
    const eventId = await createEvent();
    const response = await save(eventId, { ...WIZARD, expectedVersion: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json<EventBody>().version).toBe(1);
    expect(await updates(eventId)).toEqual([]);
  });

  it('refuses a stale version with 409 and a message to reload, and keeps the other edit', async () => {
    const eventId = await createEvent();
    expect((await save(eventId, { ...WIZARD, title: 'First editor', expectedVersion: 1 })).statusCode).toBe(200);
    const stale = await save(eventId, { ...WIZARD, title: 'Second editor', expectedVersion: 1 }, 'admin');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: 'This record was changed by someone else. Reload it and try again.',
    });
    expect((await readEvent(eventId)).title).toBe('First editor');
    expect(await updates(eventId)).toHaveLength(1);
  });

  it('a status change in between makes the loaded version stale too', async () => {
    const eventId = await createEvent();
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/status`,
      headers: as('organizer'),
      payload: { status: 'active' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await save(eventId, { ...WIZARD, title: 'Late', expectedVersion: 1 })).statusCode).toBe(409);
    expect((await save(eventId, { ...WIZARD, title: 'Fresh', expectedVersion: 2 })).statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty title', { title: ' ' }, 'title', 'Event title is required'],
    ['a missing date', { startDate: '' }, 'startDate', 'All dates are required'],
    [
      'an end before the start',
      { endDate: '2025-10-02T00:00:00.000Z' },
      'endDate',
      'End date must be after start date',
    ],
    [
      'a deadline before the start',
      { submissionDeadline: '2025-10-03T15:59:00.000Z' },
      'submissionDeadline',
      'Submission deadline must be within event dates',
    ],
    [
      'dates moved so the old deadline falls outside them',
      { startDate: '2025-10-06T00:00:00.000Z', endDate: '2025-10-08T00:00:00.000Z' },
      'submissionDeadline',
      'Submission deadline must be within event dates',
    ],
    ['only blank tracks', { tracks: ['  '] }, 'tracks', 'At least one track is required'],
    ['a team of 0', { teamSizeMax: 0 }, 'teamSizeMax', 'Maximum team size must be a whole number from 1 to 10'],
    [
      'another timezone',
      { timezone: 'Europe/Paris' },
      'timezone',
      'Timezone must be one of America/Los_Angeles, America/New_York, America/Chicago, America/Denver',
    ],
    ['no version', { expectedVersion: undefined }, 'expectedVersion', 'Version must be a whole number'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, overrides, field, reason) => {
    const eventId = await createEvent();
    const response = await save(eventId, { ...WIZARD, title: 'Half written?', expectedVersion: 1, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ field, reason });
    expect(await readEvent(eventId)).toMatchObject({ title: WIZARD.title, version: 1 });
    expect(await updates(eventId)).toEqual([]);
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await save('00000000-0000-4000-8000-000000000000', { ...WIZARD, expectedVersion: 1 });
    expect(response.statusCode).toBe(404);
  });
});
