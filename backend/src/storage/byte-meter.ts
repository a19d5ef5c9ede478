import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLarge } from './storage.errors.js';

/**
 * Passes bytes through, counting them and hashing them (SHA-256); fails with FileTooLarge on the
 * first chunk that goes past maxBytes, before passing it on.
 */
export class ByteMeter extends Transform {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');
  private digest: string | undefined;

  constructor(private readonly maxBytes: number) {
    super();
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
      throw new RangeError(`maxBytes must be whole bytes (got ${maxBytes})`);
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.bytes += buffer.length;
    if (this.bytes > this.maxBytes) {
      callback(new FileTooLarge(this.maxBytes));
      return;
    }
    this.hash.update(buffer);
    callback(null, buffer);
  }

  /** The hex SHA-256 of everything passed, once the stream has ended. */
  sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }
}
