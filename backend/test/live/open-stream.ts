import type { TestAccount } from '../support/accounts.js';
import { eventually as eventuallyAsync } from '../support/test-app.js';

/** Polls a synchronous check (what the streams received so far). */
export function eventually<T>(check: () => T | undefined, timeoutMs?: number, what?: string): Promise<T> {
  return eventuallyAsync(() => Promise.resolve(check()), timeoutMs, what);
}

/** An open `GET /api/stream`: everything received so far, parsed into comments and events. */
export class OpenStream {
  text = '';
  private readonly abort = new AbortController();
  status = 0;
  contentType = '';
  /** The server ended the stream (rather than the test closing it). */
  ended = false;
  endedAt = 0;

  static async open(
    baseUrl: string,
    who?: TestAccount | { authorization: string },
    extraHeaders: Record<string, string> = {},
  ): Promise<OpenStream> {
    const stream = new OpenStream();
    const response = await fetch(`${baseUrl}/api/stream`, {
      headers: { ...(who ? ('auth' in who ? who.auth : who) : {}), ...extraHeaders },
      signal: stream.abort.signal,
    });
    stream.status = response.status;
    stream.contentType = response.headers.get('content-type') ?? '';
    if (response.body) void stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) this.text += decoder.decode(chunk, { stream: true });
      this.ended = true;
      this.endedAt = Date.now();
    } catch {
      // aborted by close()
    }
  }

  /** The `reconnect` messages' reasons: the server ended the stream and asked for a new one. */
  get reconnectReasons(): string[] {
    return this.text
      .split('\n\n')
      .filter((block) => block.startsWith('event: reconnect\n'))
      .map((block) => (JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { reason: string }).reason);
  }

  /** The last `id:` received, bare cursors included: what a stream coming back sends as Last-Event-ID. */
  get lastId(): string | undefined {
    return [...this.text.matchAll(/^id: (.*)$/gm)].at(-1)?.[1];
  }

  get resyncs(): number {
    return this.text.split('\n\n').filter((block) => block.startsWith('event: resync\n')).length;
  }

  get events(): { id: string; type: string; recordId: string; eventId?: string }[] {
    return this.text
      .split('\n\n')
      .filter((block) => block.includes('data: ') && !block.startsWith('event: '))
      .map((block) => {
        const id = /^id: (.*)$/m.exec(block)?.[1] ?? '';
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as {
          type: string;
          recordId: string;
          eventId?: string;
        };
        return { id, ...data };
      });
  }

  about(recordId: string, type: string) {
    return this.events.find((event) => event.recordId === recordId && event.type === type);
  }

  close(): void {
    this.abort.abort();
  }
}
