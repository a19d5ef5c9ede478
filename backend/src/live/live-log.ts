import type { Redis } from 'ioredis';
import type { LiveMessage } from './live-event.js';

/** A message as the log holds it: its id in the log (the stream's `id:` line) and the message. */
export interface LoggedMessage extends LiveMessage {
  id: string;
}

/**
 * Messages kept for streams that come back with `Last-Event-ID` (a stream renewed when its access
 * token expires): minutes of a busy day's traffic, hours of a calm one.
 */
const LOG_LENGTH = 10_000;
/** A log nobody wrote to for this long goes (an install's old queue prefix, a test run's). */
const LOG_IDLE_TTL_MS = 24 * 60 * 60 * 1000;
/** A stream that missed more than this refetches instead: cheaper than replaying them all. */
const MAX_REPLAY = 1_000;
/** A Redis stream entry id, `<milliseconds>-<sequence>`. */
const LOG_ID = /^(\d{1,20})-(\d{1,20})$/;

// One step, so every instance receives the messages in the order of their ids in the log.
const APPEND_AND_PUBLISH = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'm', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[2], id .. ' ' .. ARGV[1])
return id`;

interface Appender {
  appendLiveMessage(log: string, channel: string, message: string, length: number, ttlMs: number): Promise<string>;
}

/**
 * The live messages of every instance in one capped Redis stream, each published on the shared
 * channel with its id: a stream that comes back tells the id it saw last and gets what it missed.
 */
export class LiveLog {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly channel: string,
  ) {
    redis.defineCommand('appendLiveMessage', { numberOfKeys: 2, lua: APPEND_AND_PUBLISH });
  }

  /** Logs the message and publishes it to every instance; answers its id. */
  append(message: LiveMessage): Promise<string> {
    return (this.redis as unknown as Appender).appendLiveMessage(
      this.key,
      this.channel,
      JSON.stringify(message),
      LOG_LENGTH,
      LOG_IDLE_TTL_MS,
    );
  }

  /**
   * What the log holds after `lastId`, oldest first; undefined when that cannot be told (an id not
   * of this log, one trimmed away, too much missed): the client then refetches.
   */
  async since(lastId: string): Promise<LoggedMessage[] | undefined> {
    if (!LOG_ID.test(lastId)) return undefined;
    const entries = await this.redis.xrange(this.key, `(${lastId}`, '+', 'COUNT', MAX_REPLAY + 1);
    if (entries.length > MAX_REPLAY) return undefined;
    // Read after the entries: the log is trimmed from its oldest end, so if `lastId` is still
    // covered now, nothing after it was trimmed before the read either.
    const [oldest] = await this.redis.xrange(this.key, '-', '+', 'COUNT', 1);
    if (!oldest || compareLogIds(oldest[0], lastId) > 0) return undefined;
    return entries.flatMap(([id, fields]) => {
      const message = parseMessage(fields[1]);
      return message ? [{ ...message, id }] : [];
    });
  }
}

/** A message as the channel carries it: `<id> <message JSON>`. */
export function parsePublished(raw: string): LoggedMessage | undefined {
  const space = raw.indexOf(' ');
  const message = space > 0 ? parseMessage(raw.slice(space + 1)) : undefined;
  return message ? { ...message, id: raw.slice(0, space) } : undefined;
}

function parseMessage(json: string | undefined): LiveMessage | undefined {
  try {
    const message = JSON.parse(json ?? '') as Partial<LiveMessage>;
    return message.event && message.audience ? (message as LiveMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** Orders two log ids (both `<ms>-<seq>`): negative, zero or positive. */
export function compareLogIds(a: string, b: string): number {
  const [aMs, aSeq] = a.split('-').map(BigInt);
  const [bMs, bSeq] = b.split('-').map(BigInt);
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  return aSeq === bSeq ? 0 : aSeq < bSeq ? -1 : 1;
}
