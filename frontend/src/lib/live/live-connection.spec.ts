import { describe, expect, it } from '@jest/globals';

import { type LiveConnectionOptions, type LiveEvent, type LiveState, startLiveConnection } from './live-connection';

/** A response whose body the test writes to and ends; aborting the request errors it, as fetch does. */
function openStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
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

/** Starts a connection with quiet defaults (one token, no refresh, no listeners, no real waits): each test sets what it is about. */
function start(options: Partial<LiveConnectionOptions> & Pick<LiveConnectionOptions, 'fetch'>) {
  return startLiveConnection({
    url: '/api/stream',
    accessToken: () => 'token',
    refresh: () => Promise.resolve(null),
    onEvent: () => undefined,
    onState: () => undefined,
    onReconnected: () => undefined,
    sleep: () => tick().then(() => undefined),
    ...options,
  });
}

/** A sleep that notes each back-off it is asked for and returns at once. */
function noting(waits: number[]) {
  return (ms: number) => {
    waits.push(ms);
    return tick().then(() => undefined);
  };
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
        const stream = openStream(init?.signal);
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
    const stop = start({
      accessToken: () => 'token-1',
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
      onReconnected: () => reconnected++,
      fetch,
      sleep: noting(waits),
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
    start({
      accessToken: () => 'stale',
      refresh: () => {
        refreshed++;
        return Promise.resolve(refreshed === 1 ? 'fresh' : null);
      },
      onState: (state) => states.push(state),
      fetch,
    });
    await until(() => tokens.length === 2);
    await tick();
    expect(tokens).toEqual(['Bearer stale', 'Bearer fresh']);
    // The refreshed token was refused too: signed out, nothing more to try.
    expect(states).toEqual(['connecting']);
  });

  it('reconnects at once with the current token when the server asks (its token expired), and refetches once when it has no id to resume from', async () => {
    const streams: ReturnType<typeof openStream>[] = [];
    const tokens: (string | null)[] = [];
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('authorization'));
      const stream = openStream(init?.signal);
      streams.push(stream);
      return Promise.resolve(stream.response);
    };
    let token = 'token-1';
    let clock = 0;
    const waits: number[] = [];
    const states: LiveState[] = [];
    let reconnected = 0;
    const stop = start({
      accessToken: () => token,
      onState: (state) => states.push(state),
      onReconnected: () => reconnected++,
      fetch,
      sleep: noting(waits),
      now: () => clock,
    });
    await until(() => streams.length === 1);
    // Meanwhile the session was refreshed; the first stream's token expires.
    token = 'token-2';
    clock = 15 * 60_000;
    streams[0].write('event: reconnect\ndata: {"reason":"token_expired"}\n\n');
    await until(() => streams.length === 2);
    await until(() => reconnected === 1);
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(waits).toEqual([]);
    // No 'lost' in between: the indicator stays hidden.
    expect(states).toEqual(['connecting', 'open', 'open']);

    // Asked again right after opening: that is a failing server, so the back-off applies.
    streams[1].write('event: reconnect\ndata: {"reason":"token_expired"}\n\n');
    await until(() => streams.length === 3);
    expect(waits).toEqual([1000]);
    expect(states.at(-2)).toBe('lost');
    stop();
  });

  it('resumes a renewed stream from the last id it saw (Last-Event-ID) without refetching, unless the server says resync', async () => {
    const streams: ReturnType<typeof openStream>[] = [];
    const resumedFrom: (string | null)[] = [];
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      resumedFrom.push(new Headers(init?.headers).get('last-event-id'));
      const stream = openStream(init?.signal);
      streams.push(stream);
      return Promise.resolve(stream.response);
    };
    let clock = 0;
    const events: LiveEvent[] = [];
    let reconnected = 0;
    const stop = start({
      onEvent: (event) => events.push(event),
      onReconnected: () => reconnected++,
      fetch,
      now: () => clock,
    });
    await until(() => streams.length === 1);
    // The server's start cursor (a bare id), then an event.
    streams[0].write(': connected\n\nid: 5-0\n\nid: 7-0\ndata: {"type":"project.updated","recordId":"p1"}\n\n');
    await until(() => events.length === 1);
    clock = 15 * 60_000;
    streams[0].write('event: reconnect\ndata: {"reason":"token_expired"}\n\n');
    await until(() => streams.length === 2);
    // Only a bare cursor on the second stream: the next renewal resumes from it.
    streams[1].write('id: 9-0\n\n');
    await tick();
    clock = 30 * 60_000;
    streams[1].write('event: reconnect\ndata: {"reason":"token_expired"}\n\n');
    await until(() => streams.length === 3);
    expect(resumedFrom).toEqual([null, '7-0', '9-0']);
    expect(reconnected).toBe(0);

    // The log no longer reaches back that far: the screens refetch once.
    streams[2].write('event: resync\ndata: {}\n\n');
    await until(() => reconnected === 1);

    // Ended because the user's role changed: what the screens show may change, so they refetch.
    streams[2].write('id: 11-0\n\n');
    await tick();
    clock = 45 * 60_000;
    streams[2].write('event: reconnect\ndata: {"reason":"role_changed"}\n\n');
    await until(() => streams.length === 4);
    await until(() => reconnected === 2);
    expect(resumedFrom.at(-1)).toBeNull();
    stop();
  });

  it('backs off, not stops, when a 401 could not be refreshed this time (offline), and then connects', async () => {
    const tokens: (string | null)[] = [];
    let calls = 0;
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('authorization'));
      calls++;
      return Promise.resolve(calls === 1 ? new Response('', { status: 401 }) : openStream(init?.signal).response);
    };
    let token = 'stale';
    const waits: number[] = [];
    const states: LiveState[] = [];
    const stop = start({
      accessToken: () => token,
      // The refresher keeps the session when the refresh call fails: the same token comes back.
      refresh: (stale) => Promise.resolve(stale),
      onState: (state) => states.push(state),
      fetch,
      sleep: (ms) => {
        waits.push(ms);
        token = 'fresh';
        return tick().then(() => undefined);
      },
    });
    await until(() => states.at(-1) === 'open');
    expect(tokens).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(waits).toEqual([1000]);
    expect(states).toEqual(['connecting', 'lost', 'open']);
    stop();
  });

  it('backs off, neither stops nor refreshes, when the server refuses the stream (429: too many tabs; 503: full)', async () => {
    let calls = 0;
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      if (calls === 1) return Promise.resolve(new Response('{"code":"TOO_MANY_STREAMS"}', { status: 429 }));
      if (calls === 2) return Promise.resolve(new Response('{"code":"LIVE_UPDATES_FULL"}', { status: 503 }));
      return Promise.resolve(openStream(init?.signal).response);
    };
    const waits: number[] = [];
    const states: LiveState[] = [];
    let refreshed = 0;
    let reconnected = 0;
    const stop = start({
      accessToken: () => 'token-1',
      refresh: () => {
        refreshed++;
        return Promise.resolve(null);
      },
      onState: (state) => states.push(state),
      onReconnected: () => reconnected++,
      fetch,
      sleep: noting(waits),
    });
    await until(() => states.at(-1) === 'open');
    expect(waits).toEqual([1000, 2000]);
    expect(states).toEqual(['connecting', 'lost', 'lost', 'open']);
    expect(refreshed).toBe(0);
    // The screens may have missed events while refused: they refetch once.
    expect(reconnected).toBe(1);
    stop();
  });

  it('counts the stream as lost as soon as the device goes offline, without waiting for the silence', async () => {
    const streams: ReturnType<typeof openStream>[] = [];
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      const stream = openStream(init?.signal);
      streams.push(stream);
      return Promise.resolve(stream.response);
    };
    let goOffline: (() => void) | undefined;
    const states: LiveState[] = [];
    const stop = start({
      onState: (state) => states.push(state),
      fetch,
      sleep: () => new Promise(() => undefined),
      onOffline: (lost) => {
        goOffline = lost;
        return () => (goOffline = undefined);
      },
    });
    await until(() => states.at(-1) === 'open');
    goOffline?.();
    await until(() => states.at(-1) === 'lost');
    expect(goOffline).toBeUndefined();
    stop();
  });
});
