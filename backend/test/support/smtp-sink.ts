import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type Reply = { kind: 'accept' } | { kind: 'reject'; code: number; message: string } | { kind: 'hold' };

/**
 * A real SMTP server for tests that can be told how to answer the next messages: accept,
 * reject with a code (4xx transient, 5xx permanent), or hold the final reply (a send in flight).
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  /** Users that logged in (over plain text: this sink offers no STARTTLS). */
  readonly logins: string[] = [];
  private readonly script: Reply[] = [];
  private readonly holdWaiters: (() => void)[] = [];
  private readonly heldReplies: (() => void)[] = [];
  private held = 0;
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Accepts any login, even in clear: a test can see whether a client would send one that way.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        this.logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      },
      logger: false,
      onData: (stream, _session, callback) => {
        void simpleParser(stream).then((mail) => {
          const reply = this.script.shift() ?? { kind: 'accept' };
          if (reply.kind === 'reject') {
            callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
            return;
          }
          this.received.push(mail);
          if (reply.kind === 'hold') {
            this.held += 1;
            this.heldReplies.push(() => callback());
            for (const wake of this.holdWaiters.splice(0)) wake();
            return;
          }
          callback();
        }, callback);
      },
    });
    // A client killed mid-send resets its socket; that is the scenario, not a test failure.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  reject(code: number, message: string, times = 1): void {
    for (let i = 0; i < times; i += 1) this.script.push({ kind: 'reject', code, message });
  }

  /** The next message is received but never acknowledged (the sender looks mid-send). */
  holdNext(): void {
    this.held = 0;
    this.script.push({ kind: 'hold' });
  }

  async waitUntilHeld(): Promise<void> {
    if (this.held > 0) return;
    await new Promise<void>((resolve) => this.holdWaiters.push(resolve));
  }

  /** Acknowledges the held messages (if their senders are still connected). */
  releaseHeld(): void {
    for (const reply of this.heldReplies.splice(0)) reply();
  }

  messagesTo(address: string): ParsedMail[] {
    return this.received.filter((mail) => mail.to && [mail.to].flat().some((to) => to.text.includes(address)));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
