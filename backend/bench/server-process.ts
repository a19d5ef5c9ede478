import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/** A server in a child Node process (so it has its own event loop), with its output labelled. */
export class ServerProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private readonly onLine: ((line: string) => void) | undefined;

  constructor(
    readonly label: string,
    readonly baseUrl: string,
    args: string[],
    options: { cwd: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void },
  ) {
    this.child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.onLine = options.onLine;
    this.exited = once(this.child, 'exit').then(
      () => undefined,
      () => undefined,
    );
    for (const stream of [this.child.stdout, this.child.stderr]) this.relay(stream);
  }

  /** The server's process id (the live scenario reads its memory from /proc). */
  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.label} has no process id`);
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Polls `path` until its status is accepted (2xx by default); fails fast if the process dies first. */
  async waitUntilAnswering(path: string, accept = (status: number) => status >= 200 && status < 300): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`${this.label} exited (code ${this.child.exitCode}) before it answered ${path}`);
      }
      const response = await fetch(`${this.baseUrl}${path}`).catch(() => undefined);
      if (response && accept(response.status)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.label} did not answer ${path} as expected within ${READY_TIMEOUT_MS / 1000} s`);
  }

  /** SIGTERM for a graceful close (the app releases its pools); SIGKILL if that hangs. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  // Server output goes to stderr so stdout carries only the results table.
  private relay(stream: Readable | null): void {
    if (!stream) return;
    createInterface({ input: stream }).on('line', (line) => {
      this.onLine?.(line);
      console.error(`[${this.label}] ${line}`);
    });
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('Could not find a free port');
  return address.port;
}
