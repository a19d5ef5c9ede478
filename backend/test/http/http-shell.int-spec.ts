import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount } from '../support/accounts.js';
import { ProbeModule } from '../support/probe.module.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const SECURITY_HEADERS = {
  'content-security-policy': expect.stringContaining("default-src 'self'"),
  'strict-transport-security': expect.stringContaining('max-age=31536000'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function builtFrontend(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sprintboard-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sprintboard</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  return dist;
}

describe('HTTP shell', () => {
  let app: NestFastifyApplication;
  let participantToken: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase(), { FRONTEND_DIST: builtFrontend() }), {
      extraImports: [ProbeModule],
    });
    participantToken = (await createAccount(app, 'participant')).accessToken;
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/health', () => {
    it('reports the database and Redis as up', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });

    it('answers 503 naming what is down', async () => {
      const broken = await startTestApp(testConfig(await createTestDatabase(), { REDIS_URL: 'redis://127.0.0.1:1' }));
      try {
        const response = await broken.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
      } finally {
        await broken.close();
      }
    });
  });

  describe('API docs', () => {
    it('serves the OpenAPI document with the health route and the error body', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs-json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        openapi: string;
        paths: Record<string, unknown>;
        components: { schemas: Record<string, unknown> };
      }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.paths['/api/health']).toBeDefined();
      expect(document.components.schemas.ErrorBody).toBeDefined();
    });

    it('documents the models from the swagger plugin metadata: JSDoc, required flags, integers', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs-json' });
      const { components } = response.json<{ components: { schemas: Record<string, unknown> } }>();
      expect(components.schemas.ErrorBody).toMatchObject({
        properties: {
          statusCode: { type: 'integer', example: 400 },
          code: { type: 'string', description: expect.stringContaining('machine-readable') },
          fields: { type: 'array', items: { $ref: '#/components/schemas/FieldProblemDto' } },
        },
        required: ['statusCode', 'code', 'message', 'requestId'],
      });
    });

    it('are off in production unless API_DOCS=true', async () => {
      const databaseUrl = await createTestDatabase();
      for (const [env, expected] of [
        [{ NODE_ENV: 'production' }, 404],
        [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
      ] as const) {
        const production = await startTestApp(testConfig(databaseUrl, env));
        try {
          const response = await production.inject({ method: 'GET', url: '/api/docs-json' });
          expect(response.statusCode).toBe(expected);
        } finally {
          await production.close();
        }
      }
    });

    it('serves the docs UI', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('swagger');
    });
  });

  describe('validation', () => {
    const post = (payload: unknown, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/probe/validate',
        headers: { authorization: `Bearer ${participantToken}`, 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    it('accepts a valid body', async () => {
      const response = await post({ email: 'ada@example.com', count: 2 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ email: 'ada@example.com', count: 2 });
    });

    it('names each bad field and why', async () => {
      const response = await post({ email: 'not-an-email', count: 0 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid.',
        fields: [
          { field: 'email', reason: 'must be an email' },
          { field: 'count', reason: 'must not be less than 1' },
        ],
        requestId: expect.any(String),
      });
    });

    it('refuses unknown fields', async () => {
      const response = await post({ email: 'ada@example.com', count: 1, role: 'admin' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'role', reason: 'is not an accepted field' }]);
    });

    it.each([
      ['malformed JSON', '{"email": '],
      ['a JSON array', '[1,2]'],
      ['an empty body', ''],
    ])('answers %s with 400 in the same shape', async (_name, raw) => {
      const response = await post(raw);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: expect.any(String),
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(response.json().fields?.length).toBeGreaterThan(0);
    });

    it('answers a body over the size limit with 413 in the same shape', async () => {
      const response = await post({ email: 'ada@example.com', count: 1, nickname: 'x'.repeat(2 * 1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    });
  });

  describe('access', () => {
    it('asks a visitor to sign in (401) and refuses a forged token', async () => {
      const visitor = await app.inject({
        method: 'POST',
        url: '/api/probe/validate',
        payload: { email: 'a@b.co', count: 1 },
      });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
      const forged = await app.inject({
        method: 'POST',
        url: '/api/probe/validate',
        headers: { authorization: `Bearer ${participantToken.slice(0, -2)}xx` },
        payload: { email: 'a@b.co', count: 1 },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('refuses a role that the route does not allow (403)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe/streams/x/notes',
        headers: { authorization: `Bearer ${participantToken}` },
        payload: { note: 'x', expectedVersion: 0 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('headers and errors everywhere', () => {
    it.each([
      ['an API response', '/api/health', 200],
      ['an API 404', '/api/nope', 404],
      ['the SPA for a client route', '/events/123', 200],
      ['the SPA for a missing asset', '/assets/gone-0000.js', 200],
    ])('sends the security headers and a request id on %s', async (_name, url, status) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    });

    it('sends a built asset only the security headers that apply to a script, and a request id', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1)');
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'x-request-id': expect.any(String),
      });
      // Document policies (CSP, framing, referrer, HSTS, ...) come with the page that loads the script.
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        expect({ name, value: response.headers[name] }).toEqual({ name, value: undefined });
      }
    });

    it('serves index.html for client routes but a JSON 404 under /api', async () => {
      const page = await app.inject({ method: 'GET', url: '/projects/abc/edit', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
      const api = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(api.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Not found',
        requestId: api.headers['x-request-id'],
      });
    });

    it('bounds the page of every paged list', async () => {
      const admin = await createAccount(app, 'admin');
      for (const list of [
        '/api/admin/applications',
        '/api/admin/users',
        '/api/admin/submissions',
        '/api/admin/audit',
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: `${list}?page=10001`,
          headers: { authorization: `Bearer ${admin.accessToken}` },
        });
        expect({ list, status: response.statusCode }).toEqual({ list, status: 400 });
        expect(response.json<{ fields: { field: string }[] }>().fields.map(({ field }) => field)).toEqual(['page']);
      }
    });

    it('answers a signed-in request with Cache-Control: no-store, a public one without', async () => {
      const signedIn = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${participantToken}` },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const publicList = await app.inject({ method: 'GET', url: '/api/events' });
      expect(publicList.statusCode).toBe(200);
      expect(publicList.headers['cache-control']).toBeUndefined();
    });

    it('keeps an incoming X-Request-Id only when it is a UUID', async () => {
      const uuid = '0b6f2c9e-3d4a-4f1b-8c2d-5e6f7a8b9c0d';
      const kept = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': uuid } });
      expect(kept.headers['x-request-id']).toBe(uuid);
      for (const dubious of ['trace-abc-12345', 'bad id\n<script>', `${uuid}x`]) {
        const replaced = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': dubious } });
        expect(replaced.headers['x-request-id']).not.toBe(dubious);
        expect(replaced.headers['x-request-id']).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
      }
    });
  });
});
