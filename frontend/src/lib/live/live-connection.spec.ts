import { describe, expect, it } from '@jest/globals';

import { type LiveEvent, type LiveState, startLiveConnection } from './live-connection';

/** A response whose body the test writes to and ends. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick();
  expect(check()).toBe(true);
}

describe('startLiveConnection', () => {
  it('sends the Bearer token, hands over events, and after a loss waits 1, 2, 5, 10, 10 s and refetches once', async () => {
    const streams: ReturnType<typeof openStream>[] = [];
    const requests: RequestInit[] = [];
    // Four failed attempts, then a stream that works.
    let calls = 0;
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(init ?? {});
      calls++;
      if (calls === 1 || calls === 7) {
        const stream = openStream();
        streams.push(stream);
        return Promise.resolve(stream.response);
      }
      // Past the second stream the network hangs, so the loop waits instead of spinning.
      if (calls > 7) return new Promise<Response>(() => undefined);
      return Promise.reject(new TypeError('network down'));
    };
    const waits: number[] = [];
    const states: LiveState[] = [];
    const events: LiveEvent[] = [];
    let reconnected = 0;
    const stop = startLiveConnection({
      url: '/api/stream',
      accessToken: () => 'token-1',
      refresh: () => Promise.resolve(null),
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
      onReconnected: () => reconnected++,
      fetch,
      sleep: (ms) => {
        waits.push(ms);
        return tick().then(() => undefined);
      },
    });

    await until(() => streams.length === 1);
    expect(new Headers(requests[0].headers).get('authorization')).toBe('Bearer token-1');
    streams[0].write(
      ': heartbeat\n\nid: 9\ndata: {"type":"application.status_changed","recordId":"a1","eventId":"e1"}\n\n',
    );
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ type: 'application.status_changed', recordId: 'a1', eventId: 'e1' });
    expect(reconnected).toBe(0);

    streams[0].end();
    await until(() => streams.length === 2);
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    await until(() => states.at(-1) === 'open');
    expect(states).toEqual(['connecting', 'open', 'lost', 'lost', 'lost', 'lost', 'lost', 'lost', 'open']);
    expect(reconnected).toBe(1);

    // Back to 1 s after a connection that worked.
    streams[1].end();
    await until(() => waits.length === 7);
    expect(waits.at(-1)).toBe(1000);
    stop();
  });

  it('refreshes the session once on a 401 and stops when the session is gone', async () => {
    const tokens: (string | null)[] = [];
    let refreshed = 0;
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('authorization'));
      return Promise.resolve(new Response('', { status: 401 }));
    };
    const states: LiveState[] = [];
    startLiveConnection({
      url: '/api/stream',
      accessToken: () => 'stale',
      refresh: () => {
        refreshed++;
        return Promise.resolve(refreshed === 1 ? 'fresh' : null);
      },
      onEvent: () => undefined,
      onState: (state) => states.push(state),
      onReconnected: () => undefined,
      fetch,
      sleep: () => tick().then(() => undefined),
    });
    await until(() => tokens.length === 2);
    await tick();
    expect(tokens).toEqual(['Bearer stale', 'Bearer fresh']);
    // The refreshed token was refused too: signed out, nothing more to try.
    expect(states).toEqual(['connecting']);
  });
});
