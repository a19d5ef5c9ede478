/** One message of a `text/event-stream`: its data lines joined, and its id when it has one. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Parses a `text/event-stream` as it arrives in chunks (split anywhere, even inside a line), after
 * the WHATWG rules: lines end with LF, CRLF or CR, a blank line ends a message, comments (`:`) are
 * skipped, and a message without data is no message.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | undefined;
  private committedId: string | undefined;

  /**
   * The id of the last message completed, with or without data (a bare `id:` moves it too), as
   * EventSource keeps it: what a stream that comes back sends as `Last-Event-ID`.
   */
  get lastEventId(): string | undefined {
    return this.committedId;
  }

  /** Feeds a chunk; answers the messages it completed. */
  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    for (;;) {
      const end = /\r\n|\r|\n/.exec(this.buffer);
      // A lone CR at the end may be the first half of a CRLF: wait for the next chunk.
      if (!end || (end[0] === '\r' && end.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end[0].length);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | undefined {
    if (line === '') {
      this.committedId = this.id;
      const message =
        this.data.length > 0
          ? {
              event: this.event || 'message',
              data: this.data.join('\n'),
              ...(this.id !== undefined ? { id: this.id } : {}),
            }
          : undefined;
      this.data = [];
      this.event = '';
      return message;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return undefined;
  }
}
