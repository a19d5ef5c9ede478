import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP server that accepts everything and counts Message-IDs, with as little work as it can. */
export class CountingSmtpSink {
  readonly messageIds = new Map<string, number>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '(none)';
        this.messageIds.set(id, (this.messageIds.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** Messages received, distinct Message-IDs, and copies beyond the first of each. */
  counts(): { received: number; distinct: number; duplicates: number } {
    const received = [...this.messageIds.values()].reduce((sum, count) => sum + count, 0);
    return { received, distinct: this.messageIds.size, duplicates: received - this.messageIds.size };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
