import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FileStorage } from '../../src/storage/file-storage.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { pdf, png, uploadBody } from '../support/uploads.js';
import { type ErrorBody, VenturesWorld } from '../ventures/ventures-support.js';

interface Evidence {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
}

const INTERVIEWS = { type: 'customer_interviews', occurredOn: '2026-10-01', figures: { count: 12 } };

/**
 * Issue 31: evidence files on venture milestones. Members attach their staged milestone_evidence
 * uploads (at most 5 per milestone) and remove them (deleted after commit); the files are read by
 * the venture's members now and staff, nobody else (404), and a member who left loses access at once.
 */
describe('milestone evidence (issue 31)', () => {
  let app: NestFastifyApplication;
  let dir: string;
  let w: VenturesWorld;
  let owner: TestAccount;
  let teammate: TestAccount;
  let stranger: TestAccount;
  let judge: TestAccount;
  let admin: TestAccount;
  let organizer: TestAccount;
  let ventureId: string;

  const upload = async (who: TestAccount, purpose = 'milestone_evidence', data = pdf(), name = 'interviews.pdf') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      ...uploadBody(who.auth, purpose, name, data),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const milestone = async (who: TestAccount = owner) => {
    const added = await w.call('POST', `/ventures/${ventureId}/milestones`, who, INTERVIEWS);
    expect(added.statusCode).toBe(201);
    return added.json<{ id: string }>().id;
  };
  const attach = (who: TestAccount, milestoneId: string, fileId: string) =>
    w.call('POST', `/ventures/${ventureId}/milestones/${milestoneId}/evidence`, who, { fileId });
  const detach = (who: TestAccount, milestoneId: string, fileId: string) =>
    w.call('DELETE', `/ventures/${ventureId}/milestones/${milestoneId}/evidence/${fileId}`, who);
  const read = (who: TestAccount, fileId: string) => w.call('GET', `/files/${fileId}`, who);
  const evidenceOf = async (milestoneId: string, who: TestAccount = owner) => {
    const page = await w.call('GET', `/ventures/${ventureId}`, who);
    expect(page.statusCode).toBe(200);
    return page
      .json<{ milestones: { id: string; evidence: Evidence[] }[] }>()
      .milestones.find((m) => m.id === milestoneId)?.evidence;
  };
  const fileState = async (fileId: string) =>
    (await w.em().execute<{ state: string }[]>('select state from files where id = ?', [fileId]))[0]?.state;
  /** Its stored objects are gone and its row says so (the after-commit step has finished). */
  const objectsRemoved = (fileId: string) =>
    eventually(async () => {
      const [row] = await w
        .em()
        .execute<{ objects_removed_at: Date | null }[]>('select objects_removed_at from files where id = ?', [fileId]);
      return row?.objects_removed_at && (await storedKeys(fileId)).length === 0 ? true : undefined;
    });
  const storedKeys = async (fileId: string) =>
    (await app.get(FileStorage).list(`files/${fileId}/`)).map((file) => file.key);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-evidence-'));
    app = await startTestApp(testConfig(await createTestDatabase(), { STORAGE_DIR: dir }), { runWorkers: false });
    [admin, organizer, owner, teammate, stranger, judge] = await Promise.all([
      createAccount(app, 'admin'),
      createAccount(app, 'organizer'),
      createAccount(app, 'participant', 'owner'),
      createAccount(app, 'participant', 'teammate'),
      createAccount(app, 'participant', 'stranger'),
      createAccount(app, 'judge', 'judge'),
    ]);
    w = new VenturesWorld(app, admin, organizer);
    const eventId = await w.sprint([judge]);
    ({ ventureId } = await w.entry(eventId, owner, 'Evidence Co', {}, [teammate]));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a member attaches a staged evidence upload of theirs: audited, attached, listed on the milestone', async () => {
    const milestoneId = await milestone();
    const fileId = await upload(owner);

    expect((await attach(owner, milestoneId, fileId)).statusCode).toBe(204);

    expect(await fileState(fileId)).toBe('attached');
    expect(await evidenceOf(milestoneId)).toEqual([
      { fileId, name: 'interviews.pdf', contentType: 'application/pdf', size: pdf().length },
    ]);
    expect(await w.lastEvent(ventureId)).toMatchObject({
      type: 'venture.milestone_evidence_attached',
      actor_id: owner.userId,
      payload: { milestoneId, fileId, name: 'interviews.pdf', contentType: 'application/pdf' },
    });
    const image = await upload(teammate, 'milestone_evidence', await png(), 'loi.png');
    expect((await attach(teammate, milestoneId, image)).statusCode).toBe(204);
    expect((await evidenceOf(milestoneId, teammate))?.map((item) => [item.fileId, item.contentType])).toEqual([
      [fileId, 'application/pdf'],
      [image, 'image/webp'],
    ]);
  });

  it('refuses what is not the caller’s staged evidence, non-members, and a sixth file', async () => {
    const milestoneId = await milestone();
    const others = await upload(teammate);
    expect((await attach(owner, milestoneId, others)).json<ErrorBody>().code).toBe('UPLOAD_NOT_FOUND');
    const avatar = await upload(owner, 'avatar', await png(), 'me.png');
    expect((await attach(owner, milestoneId, avatar)).json<ErrorBody>().code).toBe('UPLOAD_NOT_ATTACHABLE');
    const strangers = await upload(stranger);
    expect((await attach(stranger, milestoneId, strangers)).statusCode).toBe(404);
    expect(await fileState(strangers)).toBe('staged');

    for (let i = 0; i < 5; i += 1) {
      expect((await attach(owner, milestoneId, await upload(owner))).statusCode).toBe(204);
    }
    const sixth = await upload(owner);
    const refused = await attach(owner, milestoneId, sixth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().code).toBe('MILESTONE_EVIDENCE_FULL');
    expect(await fileState(sixth)).toBe('staged');
    expect(await evidenceOf(milestoneId)).toHaveLength(5);
  });

  it('the venture’s members and staff read an evidence file; a judge and a stranger get 404', async () => {
    const milestoneId = await milestone();
    const fileId = await upload(owner);
    expect((await attach(owner, milestoneId, fileId)).statusCode).toBe(204);

    for (const reader of [owner, teammate, admin, organizer]) {
      const response = await read(reader, fileId);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdf())).toBe(true);
    }
    for (const outsider of [judge, stranger]) expect((await read(outsider, fileId)).statusCode).toBe(404);
  });

  it('a member who left loses access at once, even to the file they uploaded', async () => {
    const leaver = await createAccount(app, 'participant', 'leaver');
    const eventId = await w.sprint();
    const entry = await w.entry(eventId, owner, 'Leaving Co', {}, [leaver]);
    const added = await w.call('POST', `/ventures/${entry.ventureId}/milestones`, leaver, INTERVIEWS);
    const milestoneId = added.json<{ id: string }>().id;
    const fileId = await upload(leaver);
    const attached = await w.call('POST', `/ventures/${entry.ventureId}/milestones/${milestoneId}/evidence`, leaver, {
      fileId,
    });
    expect(attached.statusCode).toBe(204);
    expect((await read(leaver, fileId)).statusCode).toBe(200);

    expect((await w.call('DELETE', `/ventures/${entry.ventureId}/members/${leaver.userId}`, leaver)).statusCode).toBe(
      204,
    );

    expect((await read(leaver, fileId)).statusCode).toBe(404);
    expect((await read(owner, fileId)).statusCode).toBe(200);
  });

  it('removing evidence deletes the file after commit (audited); removing the milestone deletes its files', async () => {
    const milestoneId = await milestone();
    const kept = await upload(owner);
    const removed = await upload(owner);
    for (const fileId of [kept, removed]) expect((await attach(owner, milestoneId, fileId)).statusCode).toBe(204);
    expect(await storedKeys(removed)).not.toEqual([]);

    expect((await detach(stranger, milestoneId, removed)).statusCode).toBe(404);
    expect((await detach(owner, milestoneId, removed)).statusCode).toBe(204);

    expect((await evidenceOf(milestoneId))?.map((item) => item.fileId)).toEqual([kept]);
    expect(await fileState(removed)).toBe('deleted');
    expect(await w.lastEvent(ventureId)).toMatchObject({
      type: 'venture.milestone_evidence_removed',
      actor_id: owner.userId,
      payload: { milestoneId, fileId: removed },
    });
    await objectsRemoved(removed);
    expect((await read(owner, removed)).statusCode).toBe(404);
    expect((await detach(owner, milestoneId, removed)).json<ErrorBody>().code).toBe('MILESTONE_EVIDENCE_NOT_FOUND');

    expect((await w.call('DELETE', `/ventures/${ventureId}/milestones/${milestoneId}`, owner)).statusCode).toBe(204);
    expect(await fileState(kept)).toBe('deleted');
    await objectsRemoved(kept);
  });
});
