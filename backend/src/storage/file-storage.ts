import type { Readable } from 'node:stream';

/** The spec's file-storage defaults: listing limit 100 (also the most one call returns), offset 0. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 100;
/** The spec's upload cache control, in seconds. */
export const DEFAULT_CACHE_CONTROL_SECONDS = 3600;
/** The longest a signed URL may live (S3's own limit for SigV4 is 7 days). */
export const SIGNED_URL_MAX_SECONDS = 7 * 24 * 3600;

export interface PutOptions {
  contentType: string;
  /** The upload fails with FileTooLarge as soon as more bytes than this arrive. */
  maxBytes: number;
  /** Seconds clients may cache the file (default 3600); stored as `private, max-age=N`. */
  cacheControl?: number;
}

export interface StoredFile {
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes stored, computed while streaming. */
  sha256: string;
}

export interface FileDownload {
  body: Readable;
  size: number;
  contentType: string;
  cacheControl: string;
}

export interface ListOptions {
  /** 1 to 100, default 100. */
  limit?: number;
  /** Default 0. */
  offset?: number;
}

export interface ListedFile {
  key: string;
  size: number;
  lastModified: Date;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** The file name the browser saves it under. */
  downloadName?: string;
  /** Default 'attachment': only display-safe types (re-encoded images) may be shown inline. */
  disposition?: 'attachment' | 'inline';
}

/**
 * Where uploaded files are kept: local disk or an S3-compatible bucket (storage.module.ts picks one
 * from the configuration). The Nest injection token too: inject `FileStorage`.
 *
 * Keys are made by the app, never taken from a user: a-z, 0-9, '/', '_', '.' and '-' only, no
 * empty, '.' or '..' segment, no leading or trailing '/'. Nothing is ever overwritten: a new
 * version of a file is a new key.
 */
export abstract class FileStorage {
  /**
   * Streams `body` into a new object (never holding it whole in memory). Throws FileExists when the
   * key is taken, FileTooLarge when more than maxBytes arrive (nothing is left behind either way).
   */
  abstract put(key: string, body: Readable, options: PutOptions): Promise<StoredFile>;

  /** The file's bytes as a stream; FileNotFound when there is none. */
  abstract get(key: string): Promise<FileDownload>;

  /** Removes the file; removing a file that is not there is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Files whose key starts with `prefix`, sorted by key ascending, `limit` (at most 100) from `offset`. */
  abstract list(prefix: string, options?: ListOptions): Promise<ListedFile[]>;

  /**
   * A short-lived URL the browser fetches the file from directly (S3), or null: serve it through
   * the app (local disk).
   */
  abstract signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}
