import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LiveHub } from '../../src/live/live-hub.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { applyAs } from '../support/participation.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const ASSET = '/assets/app-4f9c2b1d.js';
const ASSET_SOURCE = Array.from({ length: 400 }, (_, i) => `export const step${i} = () => 'sprint ${i}';\n`).join('');
const INDEX_HTML = '<!doctype html><title>Sprintboard</title><div id="root"></div>';

/** A build as Vite leaves it: each file with its brotli and gzip twins beside it. */
function builtFrontend(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sprintboard-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  };
  write('index.html', INDEX_HTML);
  write(ASSET.slice(1), ASSET_SOURCE);
  return dist;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const varyList = (vary: string | string[] | number | undefined) =>
  [vary ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase());

describe('compression', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let organizer: TestAccount;
  let admin: TestAccount;
  let eventId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase(), { FRONTEND_DIST: builtFrontend() }));
    await app.listen(0, '127.0.0.1');
    await app.get(LiveHub).ready;
    baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    organizer = await createAccount(app, 'organizer');
    admin = await createAccount(app, 'admin');
    // Enough public events that the list is well over the 1 KB threshold.
    for (let i = 0; i < 6; i++) {
      eventId = await createSprint(app, organizer, {
        title: `Compressed sprint ${i}`,
        descriptionMd: 'Three days of building. '.repeat(20),
      });
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('built assets, compressed at build time', () => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
    ])(
      'sends the precompressed twin for Accept-Encoding %s, immutable and varying by encoding',
      async (accept, encoding) => {
        const response = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': accept } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toContain('javascript');
        expect(varyList(response.headers.vary)).toContain('accept-encoding');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // Never revalidated, so no validators: every byte counts on a page of dozens of scripts.
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['last-modified']).toBeUndefined();
        expect(response.rawPayload.length).toBeLessThan(ASSET_SOURCE.length / 4);
        expect(decoded(response.rawPayload, encoding)).toBe(ASSET_SOURCE);
      },
    );

    it('sends the plain file to a client that accepts no encoding, still varying by it', async () => {
      const response = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': '' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varyList(response.headers.vary)).toContain('accept-encoding');
      expect(response.body).toBe(ASSET_SOURCE);
    });

    it('answers HEAD with the headers of the compressed file and no body', async () => {
      const response = await app.inject({ method: 'HEAD', url: ASSET, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBe(0);
    });

    it('keeps index.html and the client routes revalidated (no-cache)', async () => {
      for (const url of ['/index.html', '/events/some-id']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
        });
        expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
          url,
          status: 200,
          cache: 'no-cache',
        });
        expect(decoded(response.rawPayload, response.headers['content-encoding'] as string)).toBe(INDEX_HTML);
      }
    });

    it('keeps the validator of index.html, which is revalidated', async () => {
      const response = await app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toEqual(expect.any(String));
    });

    it('does not serve the compressed twins as files of their own', async () => {
      const response = await app.inject({ method: 'GET', url: `${ASSET}.br`, headers: { accept: 'text/html' } });
      expect(response.rawPayload.equals(brotliCompressSync(ASSET_SOURCE))).toBe(false);
      // What comes instead is the app's page for an unknown path.
      expect(response.body).toBe(INDEX_HTML);
    });
  });

  describe('API answers, compressed on the fly', () => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ])('compresses a list over 1 KB for Accept-Encoding %s', async (accept, encoding) => {
      const plain = await app.inject({ method: 'GET', url: '/api/events' });
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const response = await app.inject({ method: 'GET', url: '/api/events', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varyList(response.headers.vary)).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response.rawPayload, encoding))).toEqual(plain.json());
    });

    it('leaves a small answer uncompressed', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });

    it('answers HEAD on a compressed list without a body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/api/events', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(0);
    });
  });

  it.each([
    ['*', '*'],
    ['identity refused', 'identity;q=0'],
    ['nothing acceptable', 'identity;q=0, *;q=0'],
    ['garbage', 'garbage'],
    ['a bad weight', 'br;q=banana'],
    ['punctuation', ',,;;=='],
    ['every known one refused', 'gzip;q=0, br;q=0'],
    ['4,000 characters', 'x'.repeat(4000)],
    ['capitals', 'BR, GZIP'],
  ])('never fails (5xx) on Accept-Encoding: %s, and what it sends decodes as it says', async (_name, accept) => {
    for (const url of ['/api/events', '/api/health', ASSET, '/events/some-id']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html, */*', 'accept-encoding': accept },
      });
      expect({ url, accept, status: response.statusCode < 500 }).toEqual({ url, accept, status: true });
      if (response.statusCode === 200) {
        const encoding = response.headers['content-encoding'];
        expect(['br', 'gzip', undefined]).toContain(encoding);
        expect(decoded(response.rawPayload, encoding).length).toBeGreaterThan(0);
      }
    }
  });

  it('leaves the live stream uncompressed and unbuffered: an event arrives at once with Accept-Encoding br, gzip', async () => {
    const participant = await createAccount(app, 'participant');
    let received = '';
    let response: IncomingMessage | undefined;
    const stream = httpRequest(`${baseUrl}/api/stream`, {
      headers: { ...admin.auth, 'accept-encoding': 'br, gzip' },
    });
    stream.on('response', (res) => {
      response = res;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (received += chunk));
    });
    stream.on('error', () => undefined);
    stream.end();
    try {
      await eventually(() => Promise.resolve(received.includes(': connected') ? true : undefined), 5000, 'the stream');
      expect(response?.headers['content-type']).toContain('text/event-stream');
      expect(response?.headers['content-encoding']).toBeUndefined();

      const appliedAt = Date.now();
      const applicationId = await applyAs(app, participant, eventId, admin, 'pending');
      await eventually(
        () => Promise.resolve(received.includes(applicationId) ? true : undefined),
        5000,
        'the application on the stream',
      );
      // The hub writes every 25 ms; a compressor would hold the few bytes back until it is flushed or closed.
      expect(Date.now() - appliedAt).toBeLessThan(2000);
    } finally {
      stream.destroy();
    }
  });
});
