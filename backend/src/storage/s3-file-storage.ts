import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { OnApplicationShutdown } from '@nestjs/common';
import { pipeline, Readable } from 'node:stream';
import type { S3StorageConfig } from '../config/storage-config.js';
import { ByteMeter } from './byte-meter.js';
import {
  DEFAULT_CACHE_CONTROL_SECONDS,
  type FileDownload,
  FileStorage,
  type ListedFile,
  type ListOptions,
  type PutOptions,
  SIGNED_URL_MAX_SECONDS,
  type SignedUrlOptions,
  type StoredFile,
} from './file-storage.js';
import { FileExists, FileNotFound, FileTooLarge } from './storage.errors.js';
import {
  assertValidKey,
  assertValidPrefix,
  cacheControlHeader,
  compareKeys,
  contentDisposition,
  isValidKey,
  listWindow,
} from './storage-keys.js';

/** S3's smallest part; with queueSize 2 at most ~3 parts (15 MB) of one upload are in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files in an S3-compatible bucket (STORAGE_URL). The bucket stays private: browsers get
 * short-lived signed URLs.
 *
 * No overwrite: a HEAD first (FileExists without reading the body), then the write with
 * `If-None-Match: *` (PutObject, or CompleteMultipartUpload for bodies over 5 MB), which S3 and
 * servers with conditional writes enforce atomically. A server that ignores the header (s3rver,
 * older MinIO) leaves a race: two uploads to the same new key at the same moment both pass the
 * HEAD and the last one wins. Keys are fresh per upload (ids), so only a bug could race.
 */
export class S3FileStorage extends FileStorage implements OnApplicationShutdown {
  private readonly client: S3Client;
  /** Signs for the address browsers use (publicEndpoint); signing makes no request. */
  private readonly signer: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    super();
    const options = {
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: config.checksums,
      responseChecksumValidation: config.checksums,
    };
    this.client = new S3Client({ ...options, endpoint: config.endpoint });
    this.signer =
      config.publicEndpoint === config.endpoint
        ? this.client
        : new S3Client({ ...options, endpoint: config.publicEndpoint });
  }

  onApplicationShutdown(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredFile> {
    const meter = new ByteMeter(options.maxBytes);
    // Either side failing ends both: the caller's stream stops being read when the upload fails.
    const source: { error?: Error } = {};
    pipeline(body, meter, (error) => {
      if (error) source.error = error;
    });
    try {
      assertValidKey(key);
      const cacheControl = cacheControlHeader(options.cacheControl ?? DEFAULT_CACHE_CONTROL_SECONDS);
      if (await this.exists(key)) throw new FileExists(key);
      const upload = new Upload({
        client: this.client,
        params: {
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Body: meter,
          ContentType: options.contentType,
          CacheControl: cacheControl,
          IfNoneMatch: this.config.conditionalWrites ? '*' : undefined,
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // A failed multipart upload is aborted, so its parts do not linger (and cost) in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, size: meter.bytes, sha256: meter.sha256() };
    } catch (error) {
      meter.destroy();
      body.destroy();
      if (meter.bytes > options.maxBytes) throw new FileTooLarge(options.maxBytes);
      if (isConditionFailed(error)) throw new FileExists(key);
      // The caller's stream failed (e.g. the client went away): that is the cause, not what the
      // upload then reported (an abort the server may even refuse).
      if (source.error && !isPrematureClose(source.error)) throw source.error;
      throw error;
    }
  }

  async get(key: string): Promise<FileDownload> {
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('The S3 client answered without a stream');
      return {
        body: object.Body,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
        cacheControl: object.CacheControl ?? cacheControlHeader(DEFAULT_CACHE_CONTROL_SECONDS),
      };
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 whether or not the object was there.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async list(prefix: string, options?: ListOptions): Promise<ListedFile[]> {
    assertValidPrefix(prefix);
    const { limit, offset } = listWindow(options);
    const found: ListedFile[] = [];
    let token: string | undefined;
    // S3 lists in key order; read pages until the window is covered.
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.objectKey(prefix),
          ContinuationToken: token,
          MaxKeys: 1000,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.config.keyPrefix.length);
        if (!key || !isValidKey(key)) continue; // not written by this app
        found.push({ key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && found.length < offset + limit);
    return found.sort((a, b) => compareKeys(a.key, b.key)).slice(offset, offset + limit);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string | null> {
    assertValidKey(key);
    const seconds = options.expiresInSeconds;
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > SIGNED_URL_MAX_SECONDS) {
      throw new RangeError(
        `expiresInSeconds must be a whole number from 1 to ${SIGNED_URL_MAX_SECONDS} (got ${seconds})`,
      );
    }
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: this.objectKey(key),
      ResponseContentDisposition: contentDisposition(options.disposition ?? 'attachment', options.downloadName),
    });
    return getSignedUrl(this.signer, command, { expiresIn: seconds });
  }

  private objectKey(key: string): string {
    return this.config.keyPrefix + key;
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}

function isPrematureClose(error: Error): boolean {
  return 'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** 412: If-None-Match found the key taken; 409: a concurrent conditional write to it is in progress. */
function isConditionFailed(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 412 || error.name === 'ConditionalRequestConflict')
  );
}
