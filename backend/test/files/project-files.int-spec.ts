import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { kyselyOf } from '../../src/database/database.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { applyAs } from '../support/participation.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { multipart, pdf, png } from '../support/uploads.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface FileView {
  fileId: string;
  name: string;
  size: number;
  url: string;
}

interface ProjectDetail {
  version: number;
  pitchDeck: FileView | null;
  imageFiles: { fileId: string; alt: string; url: string }[];
}

interface ErrorBody {
  code: string;
  fields?: { field: string; reason: string }[];
}

/**
 * Issue 31 on projects: a team attaches a pitch deck and up to 3 images (alt text each) it
 * uploaded; the files have the access of the project (its current team, the judges assigned to its
 * submission now, staff); a submission freezes the exact files, so a judge keeps reading the deck
 * as submitted after the team replaced it, and a replaced file is deleted after commit only when
 * no submission names it.
 */
describe('project decks and images (issue 31)', () => {
  let app: NestFastifyApplication;
  let dir: string;
  let admin: TestAccount;
  let organizer: TestAccount;
  let stranger: TestAccount;

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function upload(who: TestAccount, purpose: string, filename: string, data: Buffer): Promise<string> {
    const { payload, headers } = multipart([
      { name: 'purpose', value: purpose },
      { name: 'file', filename, contentType: 'application/octet-stream', data },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, ...who.auth },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const deck = (who: TestAccount, name = 'deck.pdf') => upload(who, 'pitch_deck', name, pdf(100));
  const image = async (who: TestAccount) => upload(who, 'project_image', 'shot.png', await png());

  const fileRow = (id: string) =>
    kyselyOf<'files'>(app.get(EntityManager).fork())
      .selectFrom('files')
      .select(['state', 'storage_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const storedKeys = async () => (await app.get(FileStorage).list('files/')).map((file) => file.key);

  /** A participant's project in an active event (no team yet beyond the owner). */
  async function project(): Promise<{ eventId: string; projectId: string; owner: TestAccount }> {
    const eventId = await createSprint(app, organizer);
    const owner = await createAccount(app, 'participant', 'owner');
    await applyAs(app, owner, eventId, admin);
    const created = await call('POST', `/events/${eventId}/team`, owner, { title: 'Ledger Lens' });
    expect(created.statusCode).toBe(201);
    return { eventId, projectId: created.json<{ id: string }>().id, owner };
  }

  /** Puts `who` on the project's team as a member (joining itself is the teams specs' business). */
  async function addMember(projectId: string, who: TestAccount): Promise<void> {
    await kyselyOf<'project_members'>(app.get(EntityManager).fork())
      .insertInto('project_members')
      .values({ project_id: projectId, user_id: who.userId, role: 'member' })
      .execute();
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-project-files-'));
    app = await startTestApp(testConfig(await createTestDatabase(), { STORAGE_DIR: dir }), { runWorkers: false });
    [admin, organizer, stranger] = await Promise.all([
      createAccount(app, 'admin'),
      createAccount(app, 'organizer'),
      createAccount(app, 'participant', 'stranger'),
    ]);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
  });

  afterEach(() => jest.restoreAllMocks());

  it('the owner and a member attach a deck and 3 images; anyone else is refused', async () => {
    const { projectId, owner } = await project();
    const member = await createAccount(app, 'participant', 'member');
    await addMember(projectId, member);
    const judge = await createAccount(app, 'judge');

    // Visitors 401, strangers (a judge and staff included: only the team edits) 403.
    expect(
      (await call('PUT', `/projects/${projectId}/pitch-deck`, undefined, { fileId: await deck(owner) })).statusCode,
    ).toBe(401);
    for (const outsider of [stranger, judge, organizer]) {
      const own = await deck(outsider);
      expect((await call('PUT', `/projects/${projectId}/pitch-deck`, outsider, { fileId: own })).statusCode).toBe(403);
      const shot = await image(outsider);
      expect(
        (await call('PUT', `/projects/${projectId}/image-files`, outsider, { images: [{ fileId: shot, alt: 'x' }] }))
          .statusCode,
      ).toBe(403);
      expect((await fileRow(own)).state).toBe('staged');
    }
    expect((await call('DELETE', `/projects/${projectId}/pitch-deck`, stranger)).statusCode).toBe(403);

    const ownerDeck = await deck(owner, 'Pitch.pdf');
    const attached = await call('PUT', `/projects/${projectId}/pitch-deck`, owner, { fileId: ownerDeck });
    expect(attached.statusCode).toBe(200);
    expect(attached.json<ProjectDetail>().pitchDeck).toEqual({
      fileId: ownerDeck,
      name: 'Pitch.pdf',
      size: pdf(100).length,
      url: `/api/files/${ownerDeck}`,
    });
    expect((await fileRow(ownerDeck)).state).toBe('attached');

    // A member attaches their own uploads: three images with alt text, in order.
    const shots = [await image(member), await image(member), await image(member)];
    const images = shots.map((fileId, i) => ({ fileId, alt: `Screen ${i + 1}` }));
    const set = await call('PUT', `/projects/${projectId}/image-files`, member, { images });
    expect(set.statusCode).toBe(200);
    expect(set.json<ProjectDetail>().imageFiles).toEqual(
      images.map(({ fileId, alt }) => ({ fileId, alt, url: `/api/files/${fileId}` })),
    );
    const detail = (await call('GET', `/projects/${projectId}`, owner)).json<ProjectDetail>();
    expect(detail.pitchDeck?.fileId).toBe(ownerDeck);
    expect(detail.imageFiles.map((i) => i.fileId)).toEqual(shots);

    // The audit trail has both changes on the project's stream.
    const types = await app
      .get(EntityManager)
      .fork()
      .execute<{ type: string }[]>(
        `select type from domain_events where stream_id = ? and stream_type = 'project' order by id`,
        [projectId],
      );
    expect(types.map((row) => row.type)).toEqual(
      expect.arrayContaining(['project.pitch_deck_changed', 'project.image_files_changed']),
    );

    // The member removes the deck: it is no longer on the project, and (named by nothing) deleted.
    const removed = await call('DELETE', `/projects/${projectId}/pitch-deck`, member);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ProjectDetail>().pitchDeck).toBeNull();
    expect((await fileRow(ownerDeck)).state).toBe('deleted');
  });

  it('refuses a 4th image, missing alt text, someone else’s file and a file of another purpose', async () => {
    const { projectId, owner } = await project();
    const shots = [await image(owner), await image(owner), await image(owner), await image(owner)];

    const four = await call('PUT', `/projects/${projectId}/image-files`, owner, {
      images: shots.map((fileId) => ({ fileId, alt: 'A screen' })),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json<ErrorBody>().fields).toEqual([{ field: 'images', reason: 'A project has at most 3 images.' }]);

    for (const alt of [undefined, '', '   ', 'x'.repeat(201)]) {
      const noAlt = await call('PUT', `/projects/${projectId}/image-files`, owner, {
        images: [{ fileId: shots[0], ...(alt === undefined ? {} : { alt }) }],
      });
      expect(noAlt.statusCode).toBe(400);
      expect(noAlt.json<ErrorBody>().fields?.[0]?.field).toBe('images.0.alt');
    }
    expect(
      (
        await call('PUT', `/projects/${projectId}/image-files`, owner, {
          images: [{ fileId: shots[0], alt: 'x'.repeat(200) }],
        })
      ).statusCode,
    ).toBe(200);

    // Someone else's staged deck: the same 404 as no file at all; nothing attached.
    const theirs = await deck(stranger);
    const foreign = await call('PUT', `/projects/${projectId}/pitch-deck`, owner, { fileId: theirs });
    expect(foreign.statusCode).toBe(404);
    expect((await fileRow(theirs)).state).toBe('staged');
    const theirImage = await image(stranger);
    expect(
      (await call('PUT', `/projects/${projectId}/image-files`, owner, { images: [{ fileId: theirImage, alt: 'x' }] }))
        .statusCode,
    ).toBe(404);

    // An image offered as the deck, a deck offered as an image: 409 naming fileId.
    const wrong = await call('PUT', `/projects/${projectId}/pitch-deck`, owner, { fileId: shots[1] });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<ErrorBody>().fields).toEqual([
      { field: 'fileId', reason: 'This file was not uploaded as a pitch deck' },
    ]);
    const deckAsImage = await call('PUT', `/projects/${projectId}/image-files`, owner, {
      images: [{ fileId: await deck(owner), alt: 'x' }],
    });
    expect(deckAsImage.statusCode).toBe(409);
    expect((await call('GET', `/projects/${projectId}`, owner)).json<ProjectDetail>().pitchDeck).toBeNull();
  });

  it('reads per role; a judge keeps the submitted deck after the team replaced it, which survives', async () => {
    const { eventId, projectId, owner } = await project();
    const member = await createAccount(app, 'participant', 'member');
    await addMember(projectId, member);
    const [judge, removedJudge, unassigned] = await Promise.all([
      createAccount(app, 'judge', 'judge'),
      createAccount(app, 'judge', 'removed'),
      createAccount(app, 'judge', 'unassigned'),
    ]);
    for (const who of [judge, removedJudge]) {
      expect(
        (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: who.userId })).statusCode,
      ).toBe(201);
    }

    const submittedDeck = await deck(owner, 'Submitted.pdf');
    expect((await call('PUT', `/projects/${projectId}/pitch-deck`, owner, { fileId: submittedDeck })).statusCode).toBe(
      200,
    );
    const shot = await image(owner);
    expect(
      (await call('PUT', `/projects/${projectId}/image-files`, owner, { images: [{ fileId: shot, alt: 'Dashboard' }] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/projects/${projectId}/submissions`, owner, { eventId, track: 'discovery' })).statusCode,
    ).toBe(201);
    const { version } = (await call('GET', `/admin/events/${eventId}/judging`, organizer)).json<{ version: number }>();
    expect(
      (await call('POST', `/admin/events/${eventId}/judging/open`, organizer, { expectedVersion: version })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/admin/events/${eventId}/judging/assign`, organizer, { reviewsPerSubmission: 2 })).json(),
    ).toMatchObject({ added: 2 });

    const reads = async (fileId: string) =>
      Object.fromEntries(
        await Promise.all(
          (
            [
              ['owner', owner],
              ['member', member],
              ['judge', judge],
              ['removedJudge', removedJudge],
              ['unassigned', unassigned],
              ['organizer', organizer],
              ['admin', admin],
              ['stranger', stranger],
            ] as const
          ).map(async ([name, who]) => [name, (await call('GET', `/files/${fileId}`, who)).statusCode] as const),
        ),
      );
    const everyone = { owner: 200, member: 200, judge: 200, removedJudge: 200, organizer: 200, admin: 200 };
    expect(await reads(submittedDeck)).toEqual({ ...everyone, unassigned: 404, stranger: 404 });
    expect(await reads(shot)).toEqual({ ...everyone, unassigned: 404, stranger: 404 });
    expect((await call('GET', `/files/${submittedDeck}`, undefined)).statusCode).toBe(401);

    // A judge taken off the event loses the files with the assignment.
    expect((await call('DELETE', `/admin/events/${eventId}/judges/${removedJudge.userId}`, organizer)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/files/${submittedDeck}`, removedJudge)).statusCode).toBe(404);
    expect((await call('GET', `/files/${shot}/320`, removedJudge)).statusCode).toBe(404);

    // The team replaces the deck after submitting.
    const newDeck = await deck(member, 'After.pdf');
    const replaced = await call('PUT', `/projects/${projectId}/pitch-deck`, member, { fileId: newDeck });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<ProjectDetail>().pitchDeck?.fileId).toBe(newDeck);

    // The judge's sheet still names the submitted deck, and the judge reads it.
    const sheet = await call('GET', `/judging/projects/${projectId}/sheet`, judge);
    expect(sheet.statusCode).toBe(200);
    const submitted = sheet.json<{ submission: { pitchDeck: FileView | null; imageFiles: unknown[] } }>().submission;
    expect(submitted.pitchDeck).toEqual({
      fileId: submittedDeck,
      name: 'Submitted.pdf',
      size: pdf(100).length,
      url: `/api/files/${submittedDeck}`,
    });
    expect(submitted.imageFiles).toEqual([{ fileId: shot, alt: 'Dashboard', url: `/api/files/${shot}` }]);
    const served = await call('GET', `/files/${submittedDeck}`, judge);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf(100))).toBe(true);
    // Staff's submission detail names the submitted files too.
    const submissionId = (await call('GET', `/projects/${projectId}`, owner)).json<{ submissions: { id: string }[] }>()
      .submissions[0].id;
    const staffView = (await call('GET', `/admin/submissions/${submissionId}`, organizer)).json<{
      pitchDeck: FileView | null;
      imageFiles: unknown[];
    }>();
    expect(staffView.pitchDeck).toEqual(submitted.pitchDeck);
    expect(staffView.imageFiles).toEqual(submitted.imageFiles);
    // The submitted file survives the replacement: still attached, its bytes still stored.
    const kept = await fileRow(submittedDeck);
    expect(kept.state).toBe('attached');
    expect(await storedKeys()).toContain(kept.storage_key);
    // The new deck is the team's; the judge reads only what was submitted.
    expect((await call('GET', `/files/${newDeck}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/files/${newDeck}`, judge)).statusCode).toBe(404);

    // Replacing a deck no submission names deletes it, its stored object once the change committed.
    const newer = await deck(owner, 'Newer.pdf');
    expect((await call('PUT', `/projects/${projectId}/pitch-deck`, owner, { fileId: newer })).statusCode).toBe(200);
    const dropped = await fileRow(newDeck);
    expect(dropped.state).toBe('deleted');
    await eventually(async () => ((await storedKeys()).includes(dropped.storage_key) ? undefined : true));
    expect((await call('GET', `/files/${newDeck}`, owner)).statusCode).toBe(404);
    // Dropping the submitted image from the project keeps it too.
    expect((await call('PUT', `/projects/${projectId}/image-files`, owner, { images: [] })).statusCode).toBe(200);
    expect((await fileRow(shot)).state).toBe('attached');
    expect((await call('GET', `/files/${shot}`, judge)).statusCode).toBe(200);

    // A member who left reads nor changes anything any more.
    expect((await call('POST', `/projects/${projectId}/team/leave`, member)).statusCode).toBe(204);
    expect((await call('GET', `/files/${submittedDeck}`, member)).statusCode).toBe(404);
    expect((await call('GET', `/files/${newer}`, member)).statusCode).toBe(404);
    expect((await call('DELETE', `/projects/${projectId}/pitch-deck`, member)).statusCode).toBe(403);
  });
});
