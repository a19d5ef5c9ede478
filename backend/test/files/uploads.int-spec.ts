import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { Clock } from '../../src/common/clock.js';
import { kyselyOf } from '../../src/database/database.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { multipart, type Part, pdf, png } from '../support/uploads.js';

const MB = 1024 * 1024;
const HOUR = 3_600_000;

/**
 * Issue 31 'Uploads' on the local driver: who may upload, what is refused (each a 4xx naming the
 * field, with no row and no stored object left), what is stored (PDF as is, images re-encoded
 * without metadata), who may read, and the 24 h sweep of staged files.
 */
describe('uploads (issue 31)', () => {
  let app: NestFastifyApplication;
  let dir: string;
  let participant: TestAccount;
  let stranger: TestAccount;
  let organizer: TestAccount;

  const upload = (who: TestAccount | undefined, parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    return app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, ...(who?.auth ?? {}) } });
  };
  const uploadAs = (
    who: TestAccount | undefined,
    purpose: string,
    filename: string,
    data: Buffer,
    type = 'application/octet-stream',
  ) =>
    upload(who, [
      { name: 'purpose', value: purpose },
      { name: 'file', filename, contentType: type, data },
    ]);
  const read = (who: TestAccount, url: string) =>
    app.inject({ method: 'GET', url: `/api/files/${url}`, headers: who.auth });
  const stored = async () => (await app.get(FileStorage).list('files/')).map((file) => file.key);
  const rows = async () => kyselyOf<'files'>(app.get(EntityManager).fork()).selectFrom('files').selectAll().execute();
  const setNow = (moment: Date) => {
    jest.restoreAllMocks();
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(moment);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-uploads-'));
    app = await startTestApp(testConfig(await createTestDatabase(), { STORAGE_DIR: dir }), { runWorkers: false });
    [participant, stranger, organizer] = await Promise.all([
      createAccount(app, 'participant'),
      createAccount(app, 'participant', 'stranger'),
      createAccount(app, 'organizer'),
    ]);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => jest.restoreAllMocks());

  it('refuses visitors and takes uploads from every role', async () => {
    expect((await uploadAs(undefined, 'avatar', 'me.png', await png())).statusCode).toBe(401);
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const) {
      const who = await createAccount(app, role);
      const response = await uploadAs(who, 'avatar', 'me.png', await png(), 'image/png');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        purpose: 'avatar',
        contentType: 'image/webp',
        name: 'me.png',
        width: 64,
        height: 48,
        state: 'staged',
      });
    }
  });

  it('stores a PDF deck as it is and serves it as an attachment to its owner and staff only', async () => {
    const bytes = pdf(1000);
    const response = await uploadAs(participant, 'pitch_deck', 'Pitch deck.pdf', bytes, 'text/html');
    expect(response.statusCode).toBe(201);
    const file = response.json<{ id: string; size: number; contentType: string }>();
    expect(file).toMatchObject({ contentType: 'application/pdf', size: bytes.length, name: 'Pitch deck.pdf' });

    const own = await read(participant, file.id);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="Pitch deck.pdf"/);
    expect((await read(organizer, file.id)).statusCode).toBe(200);
    expect((await read(stranger, file.id)).statusCode).toBe(404);
    expect((await read(participant, randomUUID())).statusCode).toBe(404);
    expect((await read(participant, `${file.id}/320`)).statusCode).toBe(404);
  });

  it('re-encodes an image upright in display sizes without its metadata', async () => {
    // 400 x 200 stored sideways (EXIF orientation 6: shown turned 90° clockwise), with a copyright tag.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner', Artist: 'someone' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await uploadAs(participant, 'project_image', 'shot.jpg', jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const file = response.json<{ id: string }>();
    expect(response.json()).toMatchObject({ width: 200, height: 400, contentType: 'image/webp' });

    for (const [path, width] of [
      [file.id, 200],
      [`${file.id}/1280`, 200],
      [`${file.id}/320`, 200],
    ] as const) {
      const served = await read(participant, path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-disposition']).toBe('inline');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: 400 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes('secret-owner')).toBe(false);
    }
    const wide = await uploadAs(participant, 'project_image', 'wide.png', await png(2000, 1000));
    const wideId = wide.json<{ id: string }>().id;
    expect((await sharp((await read(participant, `${wideId}/320`)).rawPayload).metadata()).width).toBe(320);
    expect((await sharp((await read(participant, wideId)).rawPayload).metadata()).width).toBe(1280);
    // The original is not kept: only the display sizes are stored.
    expect((await stored()).filter((key) => key.startsWith(`files/${wideId}/`))).toEqual([
      `files/${wideId}/w1280.webp`,
      `files/${wideId}/w320.webp`,
    ]);
  });

  describe('refuses bad input with a 4xx naming the field, leaving nothing behind', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), randomBytes(2000)]);
    const cases: [string, () => Part[] | Promise<Part[]>, number, string, string | RegExp][] = [
      ['an empty file', () => file('pitch_deck', 'deck.pdf', Buffer.alloc(0)), 400, 'file', 'The file is empty'],
      [
        'a PNG as a deck',
        async () => file('pitch_deck', 'deck.pdf', await png()),
        415,
        'file',
        'Only PDF files can be uploaded here',
      ],
      [
        'a renamed executable',
        () => file('pitch_deck', 'deck.pdf', exe),
        415,
        'file',
        'Only PDF files can be uploaded here',
      ],
      ['an executable as an image', () => file('avatar', 'me.png', exe), 415, 'file', /Only JPEG, PNG or WebP/],
      [
        'an SVG with a script',
        () => file('project_image', 'logo.svg', svg),
        415,
        'file',
        /SVG files cannot be uploaded/,
      ],
      ['a PDF as an avatar', () => file('avatar', 'me.png', pdf()), 415, 'file', /Only JPEG, PNG or WebP/],
      [
        'a truncated PNG',
        async () => file('avatar', 'me.png', (await png(300, 300)).subarray(0, 200)),
        400,
        'file',
        /cannot be read/,
      ],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } })
            .jpeg()
            .toBuffer();
          return file('avatar', 'me.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)));
        },
        400,
        'file',
        /cannot be read/,
      ],
      [
        'a pixel bomb',
        async () => file('project_image', 'big.png', await png(8000, 6000)),
        400,
        'file',
        /more than 40 megapixels/,
      ],
      [
        'an avatar over 5 MB',
        async () => file('avatar', 'me.png', Buffer.concat([await png(), randomBytes(6 * MB)])),
        413,
        'file',
        'File is larger than 5 MB',
      ],
      [
        'a name with path parts',
        () => file('pitch_deck', '../../etc/deck.pdf', pdf()),
        400,
        'file.name',
        'The file name has path parts',
      ],
      [
        'a name with control characters',
        () => file('pitch_deck', 'deck\u0007.pdf', pdf()),
        400,
        'file.name',
        'The file name has control characters',
      ],
      [
        'no purpose',
        () => [{ name: 'file', filename: 'deck.pdf', data: pdf() }],
        400,
        'purpose',
        'The purpose must come first',
      ],
      ['an unknown purpose', () => file('banner', 'deck.pdf', pdf()), 400, 'purpose', /The purpose must be one of/],
      ['no file', () => [{ name: 'purpose', value: 'pitch_deck' }], 400, 'file', /One file part/],
    ];

    function file(purpose: string, filename: string, data: Buffer): Part[] {
      return [
        { name: 'purpose', value: purpose },
        { name: 'file', filename, data },
      ];
    }

    it.each(cases)('%s', async (_what, parts, status, field, reason) => {
      const [rowsBefore, keysBefore] = [(await rows()).length, await stored()];
      const response = await upload(participant, await parts());
      expect(response.statusCode).toBe(status);
      const body = response.json<{ fields: { field: string; reason: string }[] }>();
      expect(body.fields).toEqual([
        {
          field,
          reason: expect.stringMatching(
            typeof reason === 'string' ? `^${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : reason,
          ),
        },
      ]);
      expect((await rows()).length).toBe(rowsBefore);
      expect(await stored()).toEqual(keysBefore);
    });

    it('a 25 MB deck, refused once 20 MB have arrived', async () => {
      const [rowsBefore, keysBefore] = [(await rows()).length, await stored()];
      const response = await uploadAs(participant, 'pitch_deck', 'huge.pdf', pdf(25 * MB));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        message: 'File is larger than 20 MB',
        fields: [{ field: 'file', reason: 'File is larger than 20 MB' }],
      });
      expect((await rows()).length).toBe(rowsBefore);
      expect(await stored()).toEqual(keysBefore);
    });
  });

  it('sweeps staged files older than 24 h, and only those', async () => {
    const t0 = new Date(Date.now() + 1000 * HOUR);
    setNow(t0);
    const old = (await uploadAs(participant, 'pitch_deck', 'old.pdf', pdf())).json<{ id: string }>().id;
    const oldImage = (await uploadAs(participant, 'avatar', 'old.png', await png())).json<{ id: string }>().id;
    const attached = (await uploadAs(participant, 'pitch_deck', 'kept.pdf', pdf())).json<{ id: string }>().id;
    await kyselyOf<'files'>(app.get(EntityManager).fork())
      .updateTable('files')
      .set({ state: 'attached' })
      .where('id', '=', attached)
      .execute();
    setNow(new Date(t0.getTime() + 2 * HOUR));
    const fresh = (await uploadAs(participant, 'pitch_deck', 'fresh.pdf', pdf())).json<{ id: string }>().id;

    setNow(new Date(t0.getTime() + 24 * HOUR + 60_000));
    expect((await app.get(DueWorkTick).runTick())?.['files.staged-sweep']).toBeGreaterThanOrEqual(2);

    const states = new Map((await rows()).map((row) => [row.id, row.state]));
    expect(states.get(old)).toBe('deleted');
    expect(states.get(oldImage)).toBe('deleted');
    expect(states.get(attached)).toBe('attached');
    expect(states.get(fresh)).toBe('staged');
    const keys = await stored();
    expect(keys.some((key) => key.startsWith(`files/${old}/`) || key.startsWith(`files/${oldImage}/`))).toBe(false);
    expect(keys).toContain(`files/${fresh}/document.pdf`);
    expect(keys).toContain(`files/${attached}/document.pdf`);
    expect((await read(participant, old)).statusCode).toBe(404);
    expect((await read(participant, fresh)).statusCode).toBe(200);
  });

  describe('the avatar', () => {
    const setAvatar = (who: TestAccount, fileId: string) =>
      app.inject({ method: 'PUT', url: '/api/me/avatar', headers: who.auth, payload: { fileId } });
    const profile = async (who: TestAccount) =>
      (await app.inject({ method: 'GET', url: '/api/me/profile', headers: who.auth })).json<{
        avatarFileUrl: string | null;
      }>();
    const stagedAvatar = async (who: TestAccount) =>
      (await uploadAs(who, 'avatar', 'me.png', await png())).json<{ id: string }>().id;
    const stateOf = async (id: string) => (await rows()).find((row) => row.id === id)?.state;
    const keysOf = async (id: string) => (await stored()).filter((key) => key.startsWith(`files/${id}/`));

    it('attaches a staged avatar of the caller, which any signed-in user may then see', async () => {
      const owner = await createAccount(app, 'participant', 'avatar-owner');
      const first = await stagedAvatar(owner);
      expect((await setAvatar(owner, first)).statusCode).toBe(204);
      expect(await stateOf(first)).toBe('attached');
      expect((await profile(owner)).avatarFileUrl).toBe(`/api/files/${first}`);
      expect((await read(stranger, first)).statusCode).toBe(200);
      expect((await read(stranger, `${first}/320`)).statusCode).toBe(200);
      // Attached: the sweep leaves it, however old.
      expect(await app.get(DueWorkTick).runTick()).toBeDefined();
      setNow(new Date(Date.now() + 48 * HOUR));
      await app.get(DueWorkTick).runTick();
      jest.restoreAllMocks();
      expect(await stateOf(first)).toBe('attached');
      expect(await keysOf(first)).toHaveLength(2);

      // Replaced: the old file's row is deleted with the change, its objects once that has committed.
      const second = await stagedAvatar(owner);
      expect((await setAvatar(owner, second)).statusCode).toBe(204);
      expect((await profile(owner)).avatarFileUrl).toBe(`/api/files/${second}`);
      expect(await stateOf(first)).toBe('deleted');
      await eventually(async () => ((await keysOf(first)).length === 0 ? true : undefined));
      expect((await read(owner, first)).statusCode).toBe(404);
      expect(await keysOf(second)).toHaveLength(2);

      // Removed.
      expect((await app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: owner.auth })).statusCode).toBe(204);
      expect((await profile(owner)).avatarFileUrl).toBeNull();
      expect(await stateOf(second)).toBe('deleted');
      await eventually(async () => ((await keysOf(second)).length === 0 ? true : undefined));
    });

    it("refuses someone else's file, a deck, a file in use and no file, changing nothing", async () => {
      const owner = await createAccount(app, 'participant', 'avatar-refusals');
      const others = await stagedAvatar(stranger);
      const deck = (await uploadAs(owner, 'pitch_deck', 'deck.pdf', pdf())).json<{ id: string }>().id;
      const own = await stagedAvatar(owner);
      expect((await setAvatar(owner, others)).statusCode).toBe(404);
      expect((await setAvatar(owner, randomUUID())).statusCode).toBe(404);
      expect((await setAvatar(owner, 'not-a-uuid')).statusCode).toBe(400);
      const wrong = await setAvatar(owner, deck);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        fields: [{ field: 'fileId', reason: 'This file was not uploaded as an avatar' }],
      });
      expect((await setAvatar(owner, own)).statusCode).toBe(204);
      const other = await createAccount(app, 'participant', 'avatar-thief');
      expect((await setAvatar(other, own)).statusCode).toBe(404);
      expect(await stateOf(others)).toBe('staged');
      expect(await stateOf(deck)).toBe('staged');
      expect((await profile(other)).avatarFileUrl).toBeNull();
    });
  });
});
