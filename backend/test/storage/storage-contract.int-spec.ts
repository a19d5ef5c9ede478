import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseStorageUrl } from '../../src/config/storage-config.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import { LocalFileStorage } from '../../src/storage/local-file-storage.js';
import { S3FileStorage } from '../../src/storage/s3-file-storage.js';
import {
  FileExists,
  FileNotFound,
  FileTooLarge,
  InvalidListOptions,
  InvalidStorageKey,
} from '../../src/storage/storage.errors.js';
import { ThrowawayS3 } from '../support/s3-server.js';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A deterministic byte stream of `size` bytes made chunk by chunk (never whole in memory). */
function generated(
  size: number,
  seed = 1,
  onChunk?: (offset: number) => void,
): { stream: Readable; produced: () => number } {
  let produced = 0;
  function* chunks(): Generator<Buffer> {
    for (let offset = 0; offset < size; offset += CHUNK) {
      onChunk?.(offset);
      const chunk = chunkAt(offset, Math.min(CHUNK, size - offset), seed);
      produced += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), produced: () => produced };
}

function chunkAt(offset: number, length: number, seed: number): Buffer {
  const chunk = Buffer.allocUnsafe(Math.ceil(length / 4) * 4);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((Math.imul(offset + i, 2654435761) + seed) >>> 0, i);
  return chunk.subarray(0, length);
}

function sha256Of(size: number, seed = 1): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < size; offset += CHUNK)
    hash.update(chunkAt(offset, Math.min(CHUNK, size - offset), seed));
  return hash.digest('hex');
}

async function drain(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest('hex') };
}

function text(value: string): Readable {
  return Readable.from([Buffer.from(value)]);
}

async function readText(storage: FileStorage, key: string): Promise<string> {
  const { body } = await storage.get(key);
  const parts: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

interface Driver {
  name: 'local' | 's3';
  storage: FileStorage;
  /** Every file the driver holds on disk or in the bucket, temporary ones included. */
  rawEntries(): Promise<string[]>;
}

// A collection on demand, so the memory case measures what is held, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let s3: ThrowawayS3;
let localDir: string;
const drivers: Record<'local' | 's3', Driver> = {} as Record<'local' | 's3', Driver>;

beforeAll(async () => {
  localDir = await mkdtemp(join(tmpdir(), 'sprintboard-uploads-'));
  drivers.local = {
    name: 'local',
    storage: new LocalFileStorage(localDir),
    rawEntries: async () =>
      (await readdir(localDir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name)),
  };
  s3 = await ThrowawayS3.start();
  const problems: string[] = [];
  const config = parseStorageUrl(s3.storageUrl(`run-${randomBytes(3).toString('hex')}`), problems);
  expect(problems).toEqual([]);
  const storage = new S3FileStorage(config);
  drivers.s3 = {
    name: 's3',
    storage,
    // Listing the driver's whole prefix: objects only (s3rver keeps no visible parts).
    rawEntries: async () => (await storage.list('')).map((file) => file.key),
  };
});

afterAll(async () => {
  (drivers.s3?.storage as S3FileStorage | undefined)?.onApplicationShutdown();
  await s3?.stop();
  await rm(localDir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('FileStorage contract: %s driver', (name) => {
  const driver = (): Driver => drivers[name];
  const storage = (): FileStorage => drivers[name].storage;

  it('round-trips a multi-MB stream: size, sha256, type and cache control', async () => {
    const size = 12 * MB + 12345; // more than two S3 parts
    const { stream } = generated(size);
    const stored = await storage().put('roundtrip/deck.pdf', stream, {
      contentType: 'application/pdf',
      maxBytes: 20 * MB,
    });
    expect(stored).toEqual({ key: 'roundtrip/deck.pdf', size, sha256: sha256Of(size) });

    const file = await storage().get('roundtrip/deck.pdf');
    expect(file.size).toBe(size);
    expect(file.contentType).toBe('application/pdf');
    expect(file.cacheControl).toBe('private, max-age=3600');
    expect(await drain(file.body)).toEqual({ bytes: size, sha256: stored.sha256 });
  });

  it('stores a small file in one request, with its own cache control', async () => {
    const stored = await storage().put('small/note.txt', text('hello'), {
      contentType: 'text/plain',
      maxBytes: 5,
      cacheControl: 60,
    });
    expect(stored.size).toBe(5);
    const file = await storage().get('small/note.txt');
    expect(file.cacheControl).toBe('private, max-age=60');
    expect(await readText(storage(), 'small/note.txt')).toBe('hello');
  });

  it('stores an empty file', async () => {
    const stored = await storage().put('small/empty.txt', Readable.from([]), {
      contentType: 'text/plain',
      maxBytes: 10,
    });
    expect(stored).toEqual({ key: 'small/empty.txt', size: 0, sha256: createHash('sha256').digest('hex') });
    expect((await storage().get('small/empty.txt')).size).toBe(0);
    expect(await readText(storage(), 'small/empty.txt')).toBe('');
  });

  it('enforces maxBytes while streaming: stops reading, throws FileTooLarge, keeps nothing', async () => {
    const size = 12 * MB;
    const maxBytes = 7 * MB; // past the first S3 part: a multipart upload has begun
    const { stream, produced } = generated(size, 2);
    const before = await driver().rawEntries();

    const failure = storage().put('limit/too-big.bin', stream, { contentType: 'application/octet-stream', maxBytes });
    await expect(failure).rejects.toBeInstanceOf(FileTooLarge);
    await expect(failure).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File is larger than 7 MB' });

    expect(produced()).toBeLessThan(size);
    await expect(storage().get('limit/too-big.bin')).rejects.toBeInstanceOf(FileNotFound);
    expect(await storage().list('limit/')).toEqual([]);
    expect(await driver().rawEntries()).toEqual(before);
  });

  it('accepts a file of exactly maxBytes', async () => {
    const stored = await storage().put('limit/exact.bin', generated(MB).stream, { contentType: 'x/y', maxBytes: MB });
    expect(stored.size).toBe(MB);
  });

  it('never overwrites: a second put to a key throws FileExists and the first bytes stay', async () => {
    await storage().put('once/a.txt', text('first'), { contentType: 'text/plain', maxBytes: 100 });
    const second = storage().put('once/a.txt', text('second'), { contentType: 'text/plain', maxBytes: 100 });
    await expect(second).rejects.toBeInstanceOf(FileExists);
    await expect(second).rejects.toMatchObject({ code: 'FILE_EXISTS' });
    expect(await readText(storage(), 'once/a.txt')).toBe('first');
    expect(await storage().list('once/')).toHaveLength(1);
  });

  if (name === 'local') {
    it('lets exactly one of two concurrent puts to one key win', async () => {
      const results = await Promise.allSettled([
        storage().put('race/a.bin', generated(2 * MB, 3).stream, { contentType: 'x/y', maxBytes: 4 * MB }),
        storage().put('race/a.bin', generated(2 * MB, 4).stream, { contentType: 'x/y', maxBytes: 4 * MB }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(FileExists);
      const winner = (won[0] as PromiseFulfilledResult<{ sha256: string }>).value;
      expect((await drain((await storage().get('race/a.bin')).body)).sha256).toBe(winner.sha256);
      expect((await driver().rawEntries()).filter((entry) => entry.includes('~upload-'))).toEqual([]);
    });
  }

  it('lists by name ascending, 100 by default from offset 0, and refuses a limit over 100', async () => {
    const keys = Array.from({ length: 105 }, (_, i) => `listing/item-${String(i).padStart(3, '0')}.txt`);
    // Byte order across folders: '-' (0x2d) sorts before '/' (0x2f).
    keys.push('listing/a/b.txt', 'listing/a-c.txt');
    const shuffled = [...keys].sort(() => Math.random() - 0.5);
    for (let i = 0; i < shuffled.length; i += 10) {
      await Promise.all(
        shuffled
          .slice(i, i + 10)
          .map((key) => storage().put(key, text(key), { contentType: 'text/plain', maxBytes: 100 })),
      );
    }
    await storage().put('listing-other/x.txt', text('x'), { contentType: 'text/plain', maxBytes: 100 });
    const sorted = [...keys].sort();
    expect(sorted.indexOf('listing/a-c.txt')).toBeLessThan(sorted.indexOf('listing/a/b.txt'));

    const first = await storage().list('listing/');
    expect(first.map((file) => file.key)).toEqual(sorted.slice(0, 100));
    expect(first[0]).toMatchObject({ key: sorted[0], size: sorted[0].length });
    // Not `expect.any(Date)`: the file system's Date comes from another realm than Jest's.
    expect(Math.abs(first[0].lastModified.getTime() - Date.now())).toBeLessThan(60_000);

    const rest = await storage().list('listing/', { offset: 100 });
    expect(rest.map((file) => file.key)).toEqual(sorted.slice(100));
    expect((await storage().list('listing/', { limit: 3, offset: 2 })).map((f) => f.key)).toEqual(sorted.slice(2, 5));
    // A prefix is a key's beginning, not only a folder.
    expect((await storage().list('listing/item-10')).map((f) => f.key)).toEqual(
      sorted.filter((k) => k.startsWith('listing/item-10')),
    );
    expect(await storage().list('listing/nothing-here/')).toEqual([]);

    for (const options of [{ limit: 101 }, { limit: 0 }, { limit: 1.5 }, { offset: -1 }]) {
      await expect(storage().list('listing/', options)).rejects.toBeInstanceOf(InvalidListOptions);
    }
  });

  it('deletes idempotently; a deleted key may be used again', async () => {
    await storage().delete('gone/never-there.txt');
    await storage().put('gone/a.txt', text('a'), { contentType: 'text/plain', maxBytes: 10 });
    await storage().delete('gone/a.txt');
    await expect(storage().get('gone/a.txt')).rejects.toBeInstanceOf(FileNotFound);
    await storage().delete('gone/a.txt');
    expect(await storage().list('gone/')).toEqual([]);
    await storage().put('gone/a.txt', text('again'), { contentType: 'text/plain', maxBytes: 10 });
    expect(await readText(storage(), 'gone/a.txt')).toBe('again');
  });

  it('answers FileNotFound for a missing key', async () => {
    await expect(storage().get('missing/nothing.pdf')).rejects.toMatchObject({ code: 'FILE_NOT_FOUND', status: 404 });
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a//b.txt',
    'a/./b.txt',
    '..',
    'a/',
    '',
    'Deck.PDF',
    'a\\b.txt',
    'a b.txt',
    'nul\u0000.txt',
    'caf\u00e9.txt',
    'a~meta',
  ])('refuses the key %j everywhere', async (key) => {
    const body = text('x');
    await expect(storage().put(key, body, { contentType: 'text/plain', maxBytes: 10 })).rejects.toBeInstanceOf(
      InvalidStorageKey,
    );
    expect(body.destroyed).toBe(true);
    await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage().signedUrl(key, { expiresInSeconds: 60 })).rejects.toBeInstanceOf(InvalidStorageKey);
  });

  it.each(['../', '/', 'a//', '..'])('refuses the listing prefix %j', async (prefix) => {
    await expect(storage().list(prefix)).rejects.toBeInstanceOf(InvalidStorageKey);
  });

  if (name === 's3') {
    it('signs a URL the browser can fetch, as an attachment with its name, that expires', async () => {
      await storage().put('signed/deck.pdf', text('%PDF-1.7 deck'), { contentType: 'application/pdf', maxBytes: 100 });
      const url = await storage().signedUrl('signed/deck.pdf', {
        expiresInSeconds: 60,
        downloadName: 'Pitch deck.pdf',
      });
      expect(url).toMatch(/X-Amz-Signature=/);
      const response = await fetch(url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Pitch deck.pdf"; filename*=UTF-8''Pitch%20deck.pdf`,
      );
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(await response.text()).toBe('%PDF-1.7 deck');

      const shortLived = await storage().signedUrl('signed/deck.pdf', { expiresInSeconds: 1 });
      expect((await fetch(shortLived!)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await fetch(shortLived!)).status).toBe(403);

      await expect(storage().signedUrl('signed/deck.pdf', { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
      await expect(storage().signedUrl('signed/deck.pdf', { expiresInSeconds: 8 * 24 * 3600 })).rejects.toThrow(
        RangeError,
      );
    });
  } else {
    it('signs no URL: local files are served through the app', async () => {
      await storage().put('signed/deck.pdf', text('%PDF'), { contentType: 'application/pdf', maxBytes: 100 });
      expect(await storage().signedUrl('signed/deck.pdf', { expiresInSeconds: 60 })).toBeNull();
    });
  }

  it('streams 50 MB without holding it: after a GC at every 10 MB, the heap < 20 MB up and buffers not rising with the bytes', async () => {
    const size = 50 * MB;
    gc();
    const baseline = process.memoryUsage();
    const during: NodeJS.MemoryUsage[] = [];
    // At each 10 MB of the stream: collect garbage, then see what the upload still holds.
    const { stream } = generated(size, 5, (offset) => {
      if (offset > 0 && offset % (10 * MB) === 0) {
        gc();
        during.push(process.memoryUsage());
      }
    });
    const stored = await storage().put('memory/big.bin', stream, {
      contentType: 'application/octet-stream',
      maxBytes: size,
    });
    expect(stored.size).toBe(size);
    expect(during).toHaveLength(4);
    const heapGrowth = Math.max(...during.map((m) => m.heapUsed - baseline.heapUsed)) / MB;
    // Buffers live outside the heap, and their level depends on the driver (S3 keeps two 5 MB parts in
    // flight; s3rver runs in a process of its own): what tells a driver keeping the chunks is that they
    // grow with the bytes streamed, 30 MB more at the last mark (40 MB in) than at the first (10 MB in).
    const buffers = during.map((m) => (m.arrayBuffers - baseline.arrayBuffers) / MB);
    const bufferRise = buffers[3] - buffers[0];
    console.log(
      `${name}: 50 MB put; heap +${heapGrowth.toFixed(1)} MB at most; buffers ${buffers.map((b) => `+${b.toFixed(1)}`).join(', ')} MB at 10/20/30/40 MB`,
    );
    expect(heapGrowth).toBeLessThan(20);
    expect(bufferRise).toBeLessThan(20);
    expect(Math.max(...buffers)).toBeLessThan(30);
  });
});
