import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { link, lstat, mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteMeter } from './byte-meter.js';
import {
  DEFAULT_CACHE_CONTROL_SECONDS,
  type FileDownload,
  FileStorage,
  type ListedFile,
  type ListOptions,
  type PutOptions,
  type SignedUrlOptions,
  type StoredFile,
} from './file-storage.js';
import { FileExists, FileNotFound, InvalidStorageKey } from './storage.errors.js';
import {
  assertValidKey,
  assertValidPrefix,
  cacheControlHeader,
  compareKeys,
  isValidKey,
  listWindow,
} from './storage-keys.js';

/** What the disk does not keep by itself, beside each file as `<name>~meta`. */
interface FileMeta {
  contentType: string;
  cacheControl: string;
  size: number;
  sha256: string;
}

/**
 * Files on local disk: key `a/b.pdf` is `<dir>/a/b.pdf`. Names with '~' (never in a key) are this
 * driver's own: `~upload-*` temporary files and `*~meta` sidecars; listings skip them.
 *
 * No overwrite: the bytes go to a temporary file in the target folder, which is then hard-linked
 * to its name; link() fails if the name exists, so of two concurrent uploads to one key exactly
 * one wins, and a reader never sees a half-written file. A crash mid-upload leaves only a
 * `~upload-*` file behind.
 */
export class LocalFileStorage extends FileStorage {
  constructor(readonly dir: string) {
    super();
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredFile> {
    const temp = { data: '', meta: '' };
    try {
      assertValidKey(key);
      const cacheControl = cacheControlHeader(options.cacheControl ?? DEFAULT_CACHE_CONTROL_SECONDS);
      const meter = new ByteMeter(options.maxBytes);
      const target = this.pathOf(key);
      // Fail fast before reading the body; link() below is what guarantees it.
      if (await exists(target)) throw new FileExists(key);
      await this.makeFolder(key, dirname(target));
      temp.data = join(dirname(target), `~upload-${randomUUID()}`);
      temp.meta = `${temp.data}~meta`;
      // flush: fsync before close, so the linked file is on disk when put() answers.
      await pipeline(body, meter, createWriteStream(temp.data, { flags: 'wx', flush: true }));
      const meta: FileMeta = {
        contentType: options.contentType,
        cacheControl,
        size: meter.bytes,
        sha256: meter.sha256(),
      };
      await writeFile(temp.meta, JSON.stringify(meta), { flag: 'wx', flush: true });
      try {
        await link(temp.data, target);
      } catch (error) {
        if (codeOf(error) === 'EEXIST') throw new FileExists(key);
        throw error;
      }
      await rename(temp.meta, metaPath(target));
      return { key, size: meta.size, sha256: meta.sha256 };
    } catch (error) {
      // The caller's stream is ours once handed over: stop reading it whatever failed.
      body.destroy();
      throw error;
    } finally {
      if (temp.data) await rm(temp.data, { force: true });
      if (temp.meta) await rm(temp.meta, { force: true });
    }
  }

  async get(key: string): Promise<FileDownload> {
    assertValidKey(key);
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) throw new FileNotFound(key);
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new FileNotFound(key);
      const meta = await readMeta(path);
      // Read from the open handle: a delete meanwhile does not cut the download short.
      return {
        body: handle.createReadStream(),
        size: stats.size,
        contentType: meta?.contentType ?? 'application/octet-stream',
        cacheControl: meta?.cacheControl ?? cacheControlHeader(DEFAULT_CACHE_CONTROL_SECONDS),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const path = this.pathOf(key);
    await unlinkIfThere(path);
    await unlinkIfThere(metaPath(path));
  }

  async list(prefix: string, options?: ListOptions): Promise<ListedFile[]> {
    assertValidPrefix(prefix);
    const { limit, offset } = listWindow(options);
    const keys: string[] = [];
    await this.collect(prefix.slice(0, prefix.lastIndexOf('/') + 1), prefix, keys);
    keys.sort(compareKeys);
    const page = await Promise.all(
      keys.slice(offset, offset + limit).map(async (key): Promise<ListedFile | undefined> => {
        try {
          const stats = await stat(this.pathOf(key));
          return { key, size: stats.size, lastModified: stats.mtime };
        } catch (error) {
          if (isMissing(error)) return undefined; // deleted meanwhile
          throw error;
        }
      }),
    );
    return page.filter((file) => file !== undefined);
  }

  // async: an invalid key is a rejection, as from every other method.
  // eslint-disable-next-line @typescript-eslint/require-await
  async signedUrl(key: string, _options: SignedUrlOptions): Promise<string | null> {
    assertValidKey(key);
    return null;
  }

  private pathOf(key: string): string {
    return join(this.dir, ...key.split('/'));
  }

  private async makeFolder(key: string, folder: string): Promise<void> {
    try {
      await mkdir(folder, { recursive: true });
    } catch (error) {
      // 'a/b' when 'a' is a file: fine in S3, impossible on disk.
      if (codeOf(error) === 'EEXIST' || codeOf(error) === 'ENOTDIR') {
        throw new InvalidStorageKey(key, 'a part of it is already a file');
      }
      throw error;
    }
  }

  /** Every key under folder `folderKey` ('' or ending in '/') that starts with `prefix`. */
  private async collect(folderKey: string, prefix: string, into: string[]): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(join(this.dir, ...folderKey.split('/').filter(Boolean)), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = folderKey + entry.name;
      if (entry.name.includes('~') || !isValidKey(key)) continue;
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (folder.startsWith(prefix) || prefix.startsWith(folder)) await this.collect(folder, prefix, into);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        into.push(key);
      }
    }
  }
}

function metaPath(path: string): string {
  return `${path}~meta`;
}

async function readMeta(path: string): Promise<FileMeta | undefined> {
  try {
    return JSON.parse(await readFile(metaPath(path), 'utf8')) as FileMeta;
  } catch {
    // A crash between linking the file and renaming its sidecar: the bytes are there, untyped.
    return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

async function unlinkIfThere(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    // EISDIR/EPERM: a folder, not a file, has that name; there is no file to delete.
    if (isMissing(error) || codeOf(error) === 'EISDIR' || codeOf(error) === 'EPERM') return;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

// Duck-typed: under Jest's module sandbox, errors of node:fs are not `instanceof Error` of the test's realm.
function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
