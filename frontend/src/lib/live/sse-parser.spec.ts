import { describe, expect, it } from '@jest/globals';

import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads id and data, and skips comments such as the heartbeat', () => {
    const parser = new SseParser();
    expect(parser.push(': connected\n\n: heartbeat\n\nid: 42\ndata: {"type":"a.b","recordId":"r"}\n\n')).toEqual([
      { id: '42', event: 'message', data: '{"type":"a.b","recordId":"r"}' },
    ]);
  });

  it('joins messages split anywhere across chunks, CRLF included', () => {
    const parser = new SseParser();
    const chunks = ['id: 1\r', '\ndata: fi', 'rst\r\n\r', '\ndata: sec', 'ond\n', '\n'];
    const messages = chunks.flatMap((chunk) => parser.push(chunk));
    expect(messages.map((message) => message.data)).toEqual(['first', 'second']);
    // The last id seen stays the message's id until another comes.
    expect(messages.map((message) => message.id)).toEqual(['1', '1']);
  });

  it('joins several data lines with newlines, reads the event name, and ignores a message without data', () => {
    const parser = new SseParser();
    expect(parser.push('event: ping\n\nevent: note\ndata: a\ndata:b\n\n')).toEqual([{ event: 'note', data: 'a\nb' }]);
  });

  it('keeps the last id of a completed message, a bare id too, and not that of a message still arriving', () => {
    const parser = new SseParser();
    expect(parser.lastEventId).toBeUndefined();
    parser.push('id: 5-0\n\n');
    expect(parser.lastEventId).toBe('5-0');
    parser.push('id: 7-0\ndata: {}\n\nid: 8-0\nda');
    expect(parser.lastEventId).toBe('7-0');
    parser.push('ta: {}\n\n: heartbeat\n\n');
    expect(parser.lastEventId).toBe('8-0');
  });
});
