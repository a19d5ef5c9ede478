import { readableLog, redactUrl, requestLine } from './request-log.js';

describe('redactUrl', () => {
  it('hides link tokens and other secrets in the query, keeping the rest', () => {
    expect(redactUrl('/auth/confirm?token=abc_DEF-123')).toBe('/auth/confirm?token=[redacted]');
    expect(redactUrl('/auth/update-password?x=1&token=abc&y=2')).toBe('/auth/update-password?x=1&token=[redacted]&y=2');
    expect(redactUrl('/cb?CODE=abc&access_token=t')).toBe('/cb?CODE=[redacted]&access_token=[redacted]');
  });

  it('hides the token of a team invitation page, which sits in the path', () => {
    expect(redactUrl('/teams/invitations/abc_DEF-123')).toBe('/teams/invitations/[redacted]');
    expect(redactUrl('/teams/invitations/abc?x=1')).toBe('/teams/invitations/[redacted]?x=1');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/events?page=2&tokenish=1')).toBe('/api/events?page=2&tokenish=1');
    expect(redactUrl('/api/token=1')).toBe('/api/token=1');
  });
});

describe('the development log', () => {
  it('prints a request as method, redacted URL, status and whole milliseconds', () => {
    expect(requestLine('GET', '/api/events', 200, 4.4)).toBe('GET /api/events 200 4 ms');
    expect(requestLine('GET', '/auth/confirm?token=abc', 304, 0.2)).toBe('GET /auth/confirm?token=[redacted] 304 0 ms');
  });

  it("turns Fastify's JSON lines into text: info plain, other levels labelled, an error's stack below", () => {
    const lines: string[] = [];
    const log = readableLog({ write: (line) => void lines.push(line) });
    const json = (entry: object) => `${JSON.stringify({ time: 1, pid: 2, hostname: 'h', reqId: 'r', ...entry })}\n`;
    log.write(json({ level: 30, msg: 'GET /api/health 200 1 ms' }));
    log.write(json({ level: 40, msg: 'client went away' }));
    log.write(
      json({ level: 50, msg: 'boom', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' } }),
    );
    log.write('not json\n');
    expect(lines).toEqual([
      'GET /api/health 200 1 ms\n',
      'WARN client went away\n',
      'ERROR boom\nError: boom\n    at x\n',
      'not json\n',
    ]);
  });
});
