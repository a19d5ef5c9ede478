import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../common/auth/roles.js';
import { DEFAULT_CACHE_CONTROL_SECONDS, FileStorage } from '../storage/file-storage.js';
import { FileNotFound } from '../storage/storage.errors.js';
import { cacheControlHeader, contentDisposition } from '../storage/storage-keys.js';
import { FileAccess } from './file-access.js';
import { FileRepository } from './file.repository.js';
import { UploadNotFound } from './files.errors.js';

/** How long a signed URL of the S3 driver lives. */
export const SIGNED_URL_SECONDS = 300;

export type FileAnswer =
  { kind: 'redirect'; url: string } | { kind: 'stream'; body: Readable; headers: Record<string, string> };

/**
 * A file (or one display size of an image) for a reader who may see it: a redirect to a short-lived
 * signed URL with the S3 driver, the bytes through the app with the local one. Anyone else, and any
 * unknown id or size, gets the same 404.
 */
@Injectable()
export class FileServing {
  constructor(
    private readonly files: FileRepository,
    private readonly access: FileAccess,
    private readonly storage: FileStorage,
  ) {}

  async open(reader: AuthUser, fileId: string, variantName?: string): Promise<FileAnswer> {
    const file = await this.files.find(fileId);
    if (!file || !(await this.access.canRead(reader, file))) throw new UploadNotFound();
    let key = file.storageKey;
    if (variantName !== undefined) {
      const variant = file.variants.find((candidate) => candidate.name === variantName);
      if (!variant) throw new UploadNotFound();
      key = variant.key;
    }
    // Only re-encoded raster images are shown inline; everything else is saved, never rendered.
    const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
    const downloadName = disposition === 'attachment' ? file.originalName : undefined;
    const url = await this.storage.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName, disposition });
    if (url) return { kind: 'redirect', url };
    try {
      const download = await this.storage.get(key);
      return {
        kind: 'stream',
        body: download.body,
        headers: {
          'content-type': file.contentType,
          'content-length': String(download.size),
          'x-content-type-options': 'nosniff',
          'cache-control': cacheControlHeader(DEFAULT_CACHE_CONTROL_SECONDS),
          'content-disposition': contentDisposition(disposition, downloadName),
        },
      };
    } catch (error) {
      if (error instanceof FileNotFound) throw new UploadNotFound();
      throw error;
    }
  }
}
