import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { FileStorage } from '../../src/storage/file-storage.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { ThrowawayS3 } from '../support/s3-server.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { uploadBody } from '../support/uploads.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * Issue 31 'Uploads' on the S3 driver (s3rver, the real protocol): the same checks, and reads answer
 * a 302 to a short-lived signed URL that serves the bytes with the file's type and disposition.
 */
describe('uploads on S3-compatible storage (issue 31)', () => {
  let s3: ThrowawayS3;
  let app: NestFastifyApplication;
  let owner: TestAccount;
  let stranger: TestAccount;

  const post = (who: TestAccount, purpose: string, filename: string, data: Buffer) =>
    app.inject({ method: 'POST', url: '/api/files', ...uploadBody(who.auth, purpose, filename, data) });
  const stored = async () => (await app.get(FileStorage).list('files/')).map((file) => file.key);

  beforeAll(async () => {
    s3 = await ThrowawayS3.start();
    const storageUrl = s3.storageUrl(`run-${randomBytes(3).toString('hex')}`);
    app = await startTestApp(testConfig(await createTestDatabase(), { STORAGE_URL: storageUrl }), {
      runWorkers: false,
    });
    [owner, stranger] = await Promise.all([createAccount(app, 'participant'), createAccount(app, 'participant')]);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  it('redirects the owner to a signed URL serving the deck as an attachment, and strangers get a 404', async () => {
    const response = await post(owner, 'pitch_deck', 'Deck.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();

    const read = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: owner.auth });
    expect(read.statusCode).toBe(302);
    const location = String(read.headers.location);
    expect(location).toMatch(/X-Amz-Expires=300/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename="Deck.pdf"/);
    expect((await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('stores an image as its display sizes, served inline', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const response = await post(owner, 'avatar', 'me.png', png);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect((await stored()).filter((key) => key.startsWith(`files/${id}/`))).toEqual([
      `files/${id}/w1280.webp`,
      `files/${id}/w320.webp`,
    ]);
    const read = await app.inject({ method: 'GET', url: `/api/files/${id}/320`, headers: owner.auth });
    expect(read.statusCode).toBe(302);
    const fetched = await fetch(String(read.headers.location));
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toBe('inline');
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('refuses a 25 MB deck once 20 MB have arrived, leaving no object', async () => {
    const before = await stored();
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const response = await post(owner, 'pitch_deck', 'huge.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'File is larger than 20 MB' });
    expect(await stored()).toEqual(before);
  });
});
