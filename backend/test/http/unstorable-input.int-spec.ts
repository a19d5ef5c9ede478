// Regressions found by `npm run test:fuzz` (issue 12, point 16): each of these answered 500.
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const EVENT = {
  title: 'Nested sprint',
  timezone: 'America/Los_Angeles',
  startDate: '2031-03-01T16:00:00Z',
  endDate: '2031-03-05T16:00:00Z',
  submissionDeadline: '2031-03-03T16:00:00Z',
  tracks: ['discovery'],
  teamSizeMax: 5,
  criteria: [{ label: 'Innovation', weight: 25 }],
  judges: [],
};

describe('input no field can store', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let participant: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    participant = await createAccount(app, 'participant');
    admin = await createAccount(app, 'admin');
  });

  afterAll(async () => {
    await app?.close();
  });

  const rowCounts = async () =>
    (
      await em.execute<{ projects: string; events: string; domain_events: string }[]>(
        'select (select count(*) from projects) as projects, (select count(*) from events) as events, (select count(*) from domain_events) as domain_events',
      )
    )[0];

  const createProject = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/projects', headers: participant.auth, payload });

  it.each([
    ['a NUL character', { title: 'Radar\u0000' }, 'title', 'must not contain NUL characters'],
    ['an unpaired surrogate', { title: 'Radar \ud800' }, 'title', 'must be valid Unicode text'],
    [
      'an unpaired surrogate in a list item',
      { title: 'Radar', images: [{ url: 'https://img.example.com/a.png', alt: '\udc00' }] },
      'images.0.alt',
      'must be valid Unicode text',
    ],
  ])('refuses a body with %s as a 400 naming the field, writing nothing', async (_, payload, field, reason) => {
    const before = await rowCounts();
    const response = await createProject(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field, reason }] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body nesting 20,000 levels deep (class-transformer overflowed the stack)', async () => {
    const before = await rowCounts();
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...participant.auth, 'content-type': 'application/json' },
      payload: `{"title":"Radar","fuzz":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: [{ field: `fuzz${'.0'.repeat(15)}`, reason: 'must not nest more than 16 levels deep' }],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an unpaired surrogate in an email address (the validator library threw on it)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'ada\ud800@example.com', password: 'sprint-secret', firstName: 'Ada', lastName: 'L' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'email', reason: 'must be valid Unicode text' }] });
  });

  it('refuses a NUL character in a query parameter before it reaches PostgreSQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/audit?type=%00', headers: admin.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'type', reason: 'must not contain NUL characters' }] });
  });

  it('answers a refused CSV export with the JSON error body, not a failure to send it as text/csv', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?page=0',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'page' }] });
  });

  it.each([
    ['criteria', { ...EVENT, criteria: [[{ label: 'Innovation', weight: 25 }]] }],
    ['judges', { ...EVENT, judges: [[{ name: 'Grace', email: 'grace@example.com' }]] }],
  ])('refuses a list inside the list of %s', async (field, payload) => {
    const before = await rowCounts();
    const response = await app.inject({ method: 'POST', url: '/api/admin/events', headers: admin.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { field: string }[] }>().fields).toContainEqual(expect.objectContaining({ field }));
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a list inside the list of project images', async () => {
    const response = await createProject({
      title: 'Radar',
      images: [[{ url: 'https://img.example.com/a.png', alt: 'Dashboard' }]],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { field: string }[] }>().fields).toContainEqual(
      expect.objectContaining({ field: 'images' }),
    );
  });

  // Issue 25, point 5: class-validator checked all 120,000 items before the list's size limit
  // (2.5 s), then the problem list overflowed the stack: a 500.
  it('refuses a list of 120,000 images as a 400 naming the list, writing nothing', async () => {
    const before = await rowCounts();
    const response = await createProject({ title: 'Radar', images: Array.from({ length: 120_000 }, () => ({})) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'images', reason: 'must not hold more than 200 values' }],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('counts a JSON body before parsing it: the list is named even when the text breaks off after it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...participant.auth, 'content-type': 'application/json' },
      payload: `{"title":"Radar","images":[${'{},'.repeat(120_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: [{ field: 'images', reason: 'must not hold more than 200 values' }],
    });
  });

  it('still names the list when it is only over its own limit', async () => {
    const image = { url: 'https://img.example.com/a.png', alt: 'Dashboard' };
    const response = await createProject({ title: 'Radar', images: [image, image, image, image] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'images', reason: 'A project has at most 3 images.' }] });
  });
});
