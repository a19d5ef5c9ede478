import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Run in a process of its own, so what the server holds is not counted as the driver's memory.
const SERVER = `
const S3rver = require(process.argv[1]);
const [directory, bucket] = process.argv.slice(2);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  .run()
  .then(({ port }) => console.log('listening ' + port), (error) => { console.error(error); process.exit(1); });
`;

/**
 * A throwaway S3-compatible server (s3rver: Node, speaks the S3 REST protocol with SigV4 checks
 * and presigned URLs) on a free port, in its own process, with its objects in a temporary folder.
 * It ignores `If-None-Match` on writes, so the driver's HEAD check is what refuses overwrites here.
 */
export class ThrowawayS3 {
  static readonly accessKey = 'S3RVER';
  static readonly secretKey = 'S3RVER';

  private constructor(
    private readonly server: ChildProcess,
    private readonly dir: string,
    readonly port: number,
    readonly bucket: string,
  ) {}

  static async start(bucket = 'sprintboard-test'): Promise<ThrowawayS3> {
    const dir = await mkdtemp(join(tmpdir(), 'sprintboard-s3-'));
    const s3rver = createRequire(join(process.cwd(), 'package.json')).resolve('s3rver');
    const server = spawn(process.execPath, ['-e', SERVER, s3rver, dir, bucket], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      server.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    });
    return new ThrowawayS3(server, dir, port, bucket);
  }

  /** STORAGE_URL for this server (plain http, path-style addressing). */
  storageUrl(keyPrefix = ''): string {
    const path = keyPrefix ? `${this.bucket}/${keyPrefix}` : this.bucket;
    return `s3+http://${ThrowawayS3.accessKey}:${ThrowawayS3.secretKey}@127.0.0.1:${this.port}/${path}?region=us-east-1&forcePathStyle=true`;
  }

  async stop(): Promise<void> {
    if (this.server.exitCode === null) {
      this.server.kill();
      await once(this.server, 'exit');
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
