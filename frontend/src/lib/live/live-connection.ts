import { reconnectDelayMs } from './reconnect-delay';
import { SseParser } from './sse-parser';

/** A committed domain event the server let this user see (GET /api/stream). */
export interface LiveEvent {
  type: string;
  recordId: string;
  eventId?: string;
}

/** 'lost' from the first failure until the stream is open again. */
export type LiveState = 'connecting' | 'open' | 'lost';

export interface LiveConnectionOptions {
  url: string;
  /** The current access token; none: signed out, the connection stops. */
  accessToken: () => string | undefined;
  /** On a 401: a fresh access token, or null when the session is gone. */
  refresh: (staleAccessToken: string) => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  onState: (state: LiveState) => void;
  /** The stream is open again after a loss: the screens refetch once. */
  onReconnected: () => void;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Silence this long (two missed 25 s heartbeats and more) means a dead connection. */
  silenceMs?: number;
  now?: () => number;
  /** Calls `lost` when the device goes offline (answers how to stop); by default the window's 'offline' event. */
  onOffline?: (lost: () => void) => () => void;
}

/** A dropped network seldom closes a stream at once: the browser's 'offline' event says so sooner. */
function windowOffline(lost: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('offline', lost);
  return () => window.removeEventListener('offline', lost);
}

/**
 * 'renew': the server ended the stream on purpose (its access token expired, the user's role
 * changed) and asked for a new one at once; 'lost': the connection failed; 'stop': signed out.
 */
type Outcome = 'renew' | 'lost' | 'stop';

/** A renewal this soon after opening is treated as a failure, so a server that keeps asking backs off. */
const MIN_RENEW_AFTER_MS = 5000;

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps one stream open with fetch (EventSource cannot send the Bearer header): reconnects after
 * 1, 2, 5 and 10 s, then every 10 s, and reports each change of state. Answers a function that
 * stops it.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const stopped = new AbortController();
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? abortableSleep;
  const silenceMs = options.silenceMs ?? 60_000;
  const now = options.now ?? Date.now;
  const onOffline = options.onOffline ?? windowOffline;

  async function once(): Promise<Outcome> {
    let token = options.accessToken();
    if (!token) return 'stop';
    // A stream renewed for its token picks up where the last one ended. After a loss, or a change
    // of who the user is (role, sessions), the screens refetch instead.
    const resumeFrom = renewing && renewedForToken ? lastEventId : undefined;
    const headers = (accessToken: string) => ({
      Authorization: `Bearer ${accessToken}`,
      ...(resumeFrom !== undefined ? { 'Last-Event-ID': resumeFrom } : {}),
    });
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    stopped.signal.addEventListener('abort', abort);
    try {
      let response = await send(options.url, { headers: headers(token), signal: attempt.signal });
      if (response.status === 401) {
        const stale = token;
        token = (await options.refresh(stale)) ?? undefined;
        if (!token) return 'stop';
        // Not refreshed this time (offline, a server hiccup): try again after the back-off.
        if (token === stale) return 'lost';
        response = await send(options.url, { headers: headers(token), signal: attempt.signal });
      }
      if (!response.ok || !response.body) return response.status === 401 ? 'stop' : 'lost';

      options.onState('open');
      // Events committed while there was no stream were missed: the screens refetch once. A renewed
      // stream is told what it missed instead (or says `resync` when it cannot tell).
      if (wasLost || (renewing && resumeFrom === undefined)) options.onReconnected();
      wasLost = false;
      renewing = false;
      failures = 0;
      const openedAt = now();

      const parser = new SseParser();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      let watchdog = setTimeout(abort, silenceMs);
      const stopWatchingOffline = onOffline(abort);
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return 'lost';
          clearTimeout(watchdog);
          watchdog = setTimeout(abort, silenceMs);
          const messages = parser.push(decoder.decode(value, { stream: true }));
          lastEventId = parser.lastEventId ?? lastEventId;
          for (const message of messages) {
            if (message.event === 'reconnect') {
              renewedForToken = reconnectReason(message.data) === 'token_expired';
              return now() - openedAt >= MIN_RENEW_AFTER_MS ? 'renew' : 'lost';
            }
            if (message.event === 'resync') {
              options.onReconnected();
              continue;
            }
            const event = parseEvent(message.data);
            if (event) options.onEvent(event);
          }
        }
      } finally {
        clearTimeout(watchdog);
        stopWatchingOffline();
      }
    } catch {
      return 'lost';
    } finally {
      stopped.signal.removeEventListener('abort', abort);
      // Whatever ended this attempt, its connection is let go (a renewal does not wait for the server).
      attempt.abort();
    }
  }

  let wasLost = false;
  let renewing = false;
  /** The last `id:` any stream of this connection received: where a renewed one resumes. */
  let lastEventId: string | undefined;
  /** The server ended the last stream only because its access token expired. */
  let renewedForToken = false;
  let failures = 0;
  void (async () => {
    options.onState('connecting');
    while (!stopped.signal.aborted) {
      const outcome = await once();
      if (stopped.signal.aborted || outcome === 'stop') return;
      if (outcome === 'renew') {
        // Straight back with the current (by now refreshed) token; a 401 refreshes it first.
        renewing = true;
        continue;
      }
      wasLost = true;
      options.onState('lost');
      await sleep(reconnectDelayMs(failures++), stopped.signal);
    }
  })();
  return () => stopped.abort();
}

function parseEvent(data: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    return typeof value.type === 'string' && typeof value.recordId === 'string' ? (value as LiveEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** Why the server ended the stream (`event: reconnect`): token_expired, role_changed, sessions_revoked. */
function reconnectReason(data: string): unknown {
  try {
    return (JSON.parse(data) as { reason?: unknown }).reason;
  } catch {
    return undefined;
  }
}
