import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { kyselyOf } from '../../src/database/database.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { pdf, png, uploadBody } from '../support/uploads.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Issue 31 'No orphans, no loss': a crash between any two steps leaves a row the sweep finishes.
 * The crashes are arranged as the rows and objects they leave: an upload cut off while storing (its
 * in-progress row and a partial object, no file row), and a deletion whose objects were never
 * removed after its commit (a 'deleted' row, its objects still stored).
 */
describe('files left by a crash (issue 31)', () => {
  let app: NestFastifyApplication;
  let dir: string;
  let owner: TestAccount;

  const db = () => kyselyOf<'files' | 'file_uploads_in_progress'>(app.get(EntityManager).fork());
  const stored = async () => (await app.get(FileStorage).list('files/')).map((file) => file.key);
  const inProgress = async () =>
    (await db().selectFrom('file_uploads_in_progress').select('file_id').execute()).map((row) => row.file_id);
  const setNow = (at: Date) => {
    jest.restoreAllMocks();
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(at);
  };
  const sweep = async () => (await app.get(DueWorkTick).runTick())?.['files.staged-sweep'];
  const upload = async (purpose: string, name: string, data: Buffer) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      ...uploadBody(owner.auth, purpose, name, data),
    });
    return response;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-file-cleanup-'));
    app = await startTestApp(testConfig(await createTestDatabase(), { STORAGE_DIR: dir }), { runWorkers: false });
    owner = await createAccount(app, 'participant');
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ends every upload it begins: staged or refused, none is left in progress', async () => {
    expect((await upload('pitch_deck', 'deck.pdf', pdf())).statusCode).toBe(201);
    expect((await upload('avatar', 'me.png', await png())).statusCode).toBe(201);
    expect((await upload('pitch_deck', 'not-a.pdf', Buffer.from('plain text, not a PDF'))).statusCode).toBe(415);
    expect((await upload('avatar', 'big.pdf', pdf(6 * 1024 * 1024))).statusCode).toBeGreaterThanOrEqual(400);
    expect(await inProgress()).toEqual([]);
  });

  it('deletes what an upload cut off by a crash left in storage, once it is an hour old, and only then', async () => {
    const t0 = new Date(Date.now() + 2000 * HOUR);
    const cutOff = randomUUID();
    const running = randomUUID();
    // Each began (its row committed) and stored part of its bytes; the first never came back.
    await db()
      .insertInto('file_uploads_in_progress')
      .values([
        { file_id: cutOff, owner_id: owner.userId, started_at: t0 },
        { file_id: running, owner_id: owner.userId, started_at: new Date(t0.getTime() + 50 * MINUTE) },
      ])
      .execute();
    for (const id of [cutOff, running]) {
      await app
        .get(FileStorage)
        .put(`files/${id}/document.pdf`, Readable.from([pdf()]), { contentType: 'application/pdf', maxBytes: 1024 });
    }

    setNow(new Date(t0.getTime() + 30 * MINUTE));
    await sweep();
    expect(await stored()).toEqual(expect.arrayContaining([`files/${cutOff}/document.pdf`]));

    setNow(new Date(t0.getTime() + HOUR + MINUTE));
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const keys = await stored();
    expect(keys.some((key) => key.startsWith(`files/${cutOff}/`))).toBe(false);
    expect(keys).toContain(`files/${running}/document.pdf`);
    expect(await inProgress()).toEqual([running]);
  });

  it('removes the objects of a deleted file that a crash kept after its commit, and marks them removed', async () => {
    const t0 = new Date(Date.now() + 3000 * HOUR);
    setNow(t0);
    const response = await upload('avatar', 'kept.png', await png());
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    const keysOf = async () => (await stored()).filter((key) => key.startsWith(`files/${id}/`));
    expect((await keysOf()).length).toBeGreaterThan(0);
    // Deleted and committed, and the process died before the after-commit removal.
    await db()
      .updateTable('files')
      .set({ state: 'deleted', deleted_at: t0, objects_removed_at: null })
      .where('id', '=', id)
      .execute();

    setNow(new Date(t0.getTime() + 5 * MINUTE));
    await sweep();
    expect((await keysOf()).length).toBeGreaterThan(0);

    setNow(new Date(t0.getTime() + 11 * MINUTE));
    await sweep();
    expect(await keysOf()).toEqual([]);
    const row = await db()
      .selectFrom('files')
      .select(['state', 'objects_removed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('deleted');
    expect(row.objects_removed_at).not.toBeNull();
  });

  it('marks the objects of a file swept after 24 h removed at once', async () => {
    const t0 = new Date(Date.now() + 4000 * HOUR);
    setNow(t0);
    const id = (await upload('pitch_deck', 'old.pdf', pdf())).json<{ id: string }>().id;
    setNow(new Date(t0.getTime() + 24 * HOUR + MINUTE));
    await sweep();
    const row = await db()
      .selectFrom('files')
      .select(['state', 'objects_removed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'deleted' });
    expect(row.objects_removed_at).not.toBeNull();
    expect((await stored()).some((key) => key.startsWith(`files/${id}/`))).toBe(false);
  });
});
