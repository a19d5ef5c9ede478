// `npm run bench:uploads -w backend` (issue 31): ten concurrent 20 MB pitch-deck uploads to the built
// app on local disk, streamed from the client, beside a bare baseline in the same run: the same bytes
// streamed by `stream.pipeline` from the same generator straight to files on the same disk. Reports
// the app's resident memory growth over its idle baseline (target < 50 MB) and both throughputs
// (target: the app at least 0.8x the baseline).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { Cleanup } from './cleanup.js';
import { deleteQueueKeys } from './queue-keys.js';
import { accessToken } from './seed-applications.js';
import { insertUsers } from './seed-teams.js';
import { randomSecret, spawnApp } from './servers.js';
import { readBenchServers } from './settings.js';
import { ThrowawayDatabase } from './throwaway-database.js';

const MB = 1024 * 1024;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
/** Under the deck's 20 MB limit by a little (the limit counts the stored bytes). */
const FILE_BYTES = 20 * MB - 4096;
const CHUNK_BYTES = 64 * 1024;
const SAMPLE_MS = 50;
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
/** One folder on the backend's disk for both sides (the app's STORAGE_DIR and the baseline's files). */
const WORK_DIR = resolve(BENCH_DIR, '..', '.data', `bench-uploads-${randomUUID().slice(0, 8)}`);

const cleanup = new Cleanup();
cleanup.runOnSignals();
try {
  const servers = readBenchServers(process.env);
  cleanup.add(`remove ${WORK_DIR}`, () => rm(WORK_DIR, { recursive: true, force: true }));
  await mkdir(join(WORK_DIR, 'baseline'), { recursive: true });

  const database = new ThrowawayDatabase(servers.databaseServerUrl);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  await database.create();
  const queuePrefix = `uploads-${randomUUID().slice(0, 8)}`;
  cleanup.add(`delete Redis keys ${queuePrefix}:*`, () => deleteQueueKeys(servers.redisUrl, queuePrefix));
  const services = {
    databaseUrl: database.url,
    redisUrl: servers.redisUrl,
    queuePrefix,
    jwtAccessSecret: randomSecret(),
  };
  const app = await spawnApp(services, { STORAGE_DIR: join(WORK_DIR, 'app') });
  cleanup.add('stop app', () => app.stop());
  console.error(`Starting the app (database ${database.name})...`);
  await app.waitUntilAnswering('/api/health');

  let authorization = '';
  await database.withClient(async (client) => {
    authorization = await signIn(client, services.jwtAccessSecret);
  });

  // Warm-up: one small upload, so the first measured request does not pay for lazy initialisation.
  await upload(app.baseUrl, authorization, 1 * MB);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRss = await residentBytes(app.pid);

  let peakRss = idleRss;
  const sampler = setInterval(() => {
    residentBytes(app.pid).then(
      (rss) => (peakRss = Math.max(peakRss, rss)),
      () => undefined,
    );
  }, SAMPLE_MS);
  const appStarted = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, () => upload(app.baseUrl, authorization, FILE_BYTES)),
  );
  const appSeconds = (performance.now() - appStarted) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, await residentBytes(app.pid));
  const refused = statuses.filter((status) => status !== 201);
  if (refused.length > 0) throw new Error(`${refused.length} uploads refused: ${refused.join(', ')}`);

  const baselineStarted = performance.now();
  await Promise.all(
    Array.from({ length: UPLOADS }, (_, index) =>
      pipeline(Readable.from(pdfBytes(FILE_BYTES)), createWriteStream(join(WORK_DIR, 'baseline', `${index}.pdf`))),
    ),
  );
  const baselineSeconds = (performance.now() - baselineStarted) / 1000;
  // The same with an fsync before close, as the local driver writes (`flush: true`): the disk, not the page cache.
  const flushedStarted = performance.now();
  await Promise.all(
    Array.from({ length: UPLOADS }, (_, index) =>
      pipeline(
        Readable.from(pdfBytes(FILE_BYTES)),
        createWriteStream(join(WORK_DIR, 'baseline', `${index}-flushed.pdf`), { flush: true }),
      ),
    ),
  );
  const flushedSeconds = (performance.now() - flushedStarted) / 1000;

  const totalMb = (UPLOADS * FILE_BYTES) / MB;
  const appRate = totalMb / appSeconds;
  const baselineRate = totalMb / baselineSeconds;
  const flushedRate = totalMb / flushedSeconds;
  console.log(
    [
      `${UPLOADS} concurrent uploads of ${(FILE_BYTES / MB).toFixed(2)} MB (${totalMb.toFixed(0)} MB)`,
      `app: ${appSeconds.toFixed(2)} s, ${appRate.toFixed(1)} MB/s`,
      `baseline (pipeline to disk): ${baselineSeconds.toFixed(2)} s, ${baselineRate.toFixed(1)} MB/s`,
      `throughput ratio app/baseline: ${(appRate / baselineRate).toFixed(2)} (target >= 0.8)`,
      `baseline with fsync before close: ${flushedSeconds.toFixed(2)} s, ${flushedRate.toFixed(1)} MB/s (app/this ${(appRate / flushedRate).toFixed(2)})`,
      `app RSS idle ${(idleRss / MB).toFixed(1)} MB, peak ${(peakRss / MB).toFixed(1)} MB, growth ${((peakRss - idleRss) / MB).toFixed(1)} MB (target < 50)`,
    ].join('\n'),
  );
  if (!(await cleanup.runAll())) process.exitCode = 1;
} catch (error) {
  await cleanup.runAll();
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

/** A participant with a session, as signing in would start it; answers the Authorization header. */
async function signIn(client: pg.Client, secret: string): Promise<string> {
  const [userId] = await insertUsers(client, 1, `'uploads-${randomUUID().slice(0, 8)}@example.com'`);
  await client.query(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'participant')`, [
    userId,
  ]);
  const sessionId = randomUUID();
  await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    sessionId,
    userId,
  ]);
  return `Bearer ${accessToken(secret, userId, 'participant', sessionId)}`;
}

/** A valid PDF header, then `size` bytes in all of comment lines of padding, then the end marker. */
function* pdfBytes(size: number): Generator<Buffer> {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  yield head;
  let left = size - head.length - tail.length;
  const line = Buffer.alloc(CHUNK_BYTES, 'x');
  line[0] = 0x25; // '%'
  line[CHUNK_BYTES - 1] = 0x0a;
  while (left > 0) {
    const part = left >= CHUNK_BYTES ? line : Buffer.concat([Buffer.from('%'), Buffer.alloc(left - 1, 'x')]);
    yield part;
    left -= part.length;
  }
  yield tail;
}

/** POST /api/files as a streamed multipart body (the purpose field, then the file); answers the status. */
function upload(baseUrl: string, authorization: string, size: number): Promise<number> {
  const boundary = `----bench${randomUUID().replace(/-/g, '')}`;
  const before = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\npitch_deck\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deck.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const after = Buffer.from(`\r\n--${boundary}--\r\n`);
  function* body(): Generator<Buffer> {
    yield before;
    yield* pdfBytes(size);
    yield after;
  }
  return new Promise((resolvePromise, reject) => {
    const req = request(
      `${baseUrl}/api/files`,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(before.length + size + after.length),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolvePromise(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    pipeline(Readable.from(body()), req as unknown as Writable).catch(reject);
  });
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
