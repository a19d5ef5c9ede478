import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A throwaway S3-compatible server (s3rver: Node, speaks the S3 REST protocol with SigV4 checks
 * and presigned URLs) on a free port, with its objects in a temporary folder. It ignores
 * `If-None-Match` on writes, so the driver's HEAD check is what refuses overwrites here.
 */
export class ThrowawayS3 {
  static readonly accessKey = 'S3RVER';
  static readonly secretKey = 'S3RVER';

  private constructor(
    private readonly server: S3rver,
    private readonly dir: string,
    readonly port: number,
    readonly bucket: string,
  ) {}

  static async start(bucket = 'sprintboard-test'): Promise<ThrowawayS3> {
    const dir = await mkdtemp(join(tmpdir(), 'sprintboard-s3-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    return new ThrowawayS3(server, dir, port, bucket);
  }

  /** STORAGE_URL for this server (plain http, path-style addressing). */
  storageUrl(keyPrefix = ''): string {
    const path = keyPrefix ? `${this.bucket}/${keyPrefix}` : this.bucket;
    return `s3+http://${ThrowawayS3.accessKey}:${ThrowawayS3.secretKey}@127.0.0.1:${this.port}/${path}?region=us-east-1&forcePathStyle=true`;
  }

  async stop(): Promise<void> {
    await this.server.close();
    await rm(this.dir, { recursive: true, force: true });
  }
}
