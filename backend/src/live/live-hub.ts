import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AuthUser } from '../common/auth/roles.js';
import { FailureStreak } from '../common/failure-streak.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { createRedisConnection } from '../notifications/redis-connection.js';
import { type LiveMessage, mayReceive, type ReconnectReason, seesEverything, streamsEndedBy } from './live-event.js';
import { LiveUpdatesFull, TooManyStreams } from './live.errors.js';
import { LiveLog, type LoggedMessage, parsePublished } from './live-log.js';

/** One open stream on this instance: who it is for and how to write to it. */
export interface LiveClient {
  user: AuthUser;
  /** The session whose access token opened the stream. */
  sessionId?: string;
  write(text: string): void;
  /** Asks the client to reconnect at once (see reconnectFrame) and closes the stream. */
  end(reason: ReconnectReason): void;
}

/**
 * Events are gathered this long and written together: under a burst (staff see every
 * application), one write per stream per interval instead of one per event.
 */
const FLUSH_MS = 100;

/** One message as the stream carries it: its id in the live log as `id:`, the small form as `data:`. */
export function sseFrame(message: LoggedMessage): string {
  return `id: ${message.id}\ndata: ${JSON.stringify(message.event)}\n\n`;
}

/**
 * Where a new stream starts in the live log, with no event: a stream renewed later resumes from
 * here (`Last-Event-ID`) even if nothing reached it meanwhile.
 */
export function cursorFrame(id: string): string {
  return `id: ${id}\n\n`;
}

/** The stream cannot tell what was missed since the client's `Last-Event-ID`: its screens refetch once. */
export const RESYNC_FRAME = 'event: resync\ndata: {}\n\n';

/** The last message of a stream the server ends: the client reconnects at once, not after a back-off. */
export function reconnectFrame(reason: ReconnectReason): string {
  return `event: reconnect\ndata: ${JSON.stringify({ reason })}\n\n`;
}

/**
 * The pub/sub channel every app instance shares: a committed event published by one instance
 * reaches the streams open on all of them (this one included, through Redis like the others). Each
 * message is logged first (LiveLog), so a stream that comes back can be told what it missed.
 */
@Injectable()
export class LiveHub implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveHub.name);
  /** While Redis is away every event fails: one line when that starts and one when it ends, not one each. */
  private readonly publishFailures = new FailureStreak(this.logger, 'Publishing live events');
  private readonly publisher: Redis;
  /** Subscribed connections cannot send other commands, so the channel gets its own. */
  private readonly subscriber: Redis;
  private readonly log: LiveLog;
  private readonly clients = new Set<LiveClient>();
  /** Open streams per user id on this instance, for the per-user limit. */
  private readonly streamsPerUser = new Map<string, number>();
  private readonly limits: AppConfig['live'];
  /** Messages received since the last flush, oldest first. */
  private window: LoggedMessage[] = [];
  /** The id of the last message this instance received: where a stream opened now starts. */
  private lastReceivedId: string | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  /** Settles once this instance listens on the channel and its publisher is connected. */
  readonly ready: Promise<void>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const channel = `${config.queuePrefix}:live`;
    this.limits = config.live;
    this.publisher = createRedisConnection(config.redisUrl, 'producer');
    this.log = new LiveLog(this.publisher, `${channel}:log`, channel);
    this.subscriber = createRedisConnection(config.redisUrl, 'worker');
    this.subscriber.on('message', (_channel: string, raw: string) => this.fanOut(raw));
    const listening = this.subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => this.logger.warn(`Live updates not subscribed: ${String(error)}`),
    );
    // The publisher queues nothing while it connects: a publish before 'ready' fails and is counted.
    const publisher = this.publisher;
    const publishing = new Promise<void>((resolve) => {
      if (publisher.status === 'ready') resolve();
      else publisher.once('ready', () => resolve());
    });
    this.ready = Promise.all([listening, publishing]).then(() => undefined);
  }

  get size(): number {
    return this.clients.size;
  }

  /** Where a stream opened now starts in the live log; none before this instance received a message. */
  get cursor(): string | undefined {
    return this.lastReceivedId;
  }

  /**
   * What this user missed since `lastId` (the last id their previous stream saw), as frames to
   * write; the resync frame when that cannot be told (or the log is out of reach).
   */
  async missedSince(user: AuthUser, lastId: string): Promise<string> {
    const missed = await this.log.since(lastId).catch(() => undefined);
    if (!missed) return RESYNC_FRAME;
    return missed
      .filter((message) => mayReceive(user, message))
      .map(sseFrame)
      .join('');
  }

  /**
   * Throws when another stream of this user may not open here: each one holds a socket and a
   * timer, so one account (or many) opening them without end would starve everyone else.
   */
  admit(userId: string): void {
    if ((this.streamsPerUser.get(userId) ?? 0) >= this.limits.maxStreamsPerUser) {
      throw new TooManyStreams(this.limits.maxStreamsPerUser);
    }
    if (this.clients.size >= this.limits.maxStreams) throw new LiveUpdatesFull();
  }

  /** Adds a stream (admitted just before); the answer removes it, once however often it is called. */
  connect(client: LiveClient): () => void {
    const userId = client.user.id;
    this.clients.add(client);
    this.streamsPerUser.set(userId, (this.streamsPerUser.get(userId) ?? 0) + 1);
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      this.clients.delete(client);
      const left = (this.streamsPerUser.get(userId) ?? 1) - 1;
      if (left > 0) this.streamsPerUser.set(userId, left);
      else this.streamsPerUser.delete(userId);
    };
  }

  /** Best effort: a missed live event costs a stale screen until the next refetch, never a write. */
  async publish(messages: readonly LiveMessage[]): Promise<void> {
    for (const message of messages) {
      await this.log.append(message).then(
        () => this.publishFailures.succeeded(),
        (error: unknown) => this.publishFailures.failed(error),
      );
    }
  }

  private fanOut(raw: string): void {
    const message = parsePublished(raw);
    if (!message) return;
    this.lastReceivedId = message.id;
    const ending = streamsEndedBy(message);
    for (const client of this.clients) {
      if (!ending || client.user.id !== ending.userId) continue;
      if (ending.sessionId && client.sessionId !== ending.sessionId) continue;
      // Whatever the window holds for these streams is dropped with them: the client refetches.
      this.clients.delete(client);
      client.end(ending.reason);
    }
    this.window.push(message);
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  private flush(): void {
    this.flushTimer = undefined;
    const messages = this.window;
    this.window = [];
    // Staff see every message: one text for all of them, not one per stream.
    let everything: string | undefined;
    for (const client of this.clients) {
      if (seesEverything(client.user)) {
        everything ??= messages.map(sseFrame).join('');
        client.write(everything);
        continue;
      }
      const text = messages
        .filter((message) => mayReceive(client.user, message))
        .map(sseFrame)
        .join('');
      if (text) client.write(text);
    }
  }

  onApplicationShutdown(): void {
    clearTimeout(this.flushTimer);
    this.clients.clear();
    this.streamsPerUser.clear();
    this.window = [];
    // Not quit(): with Redis down it waits in the offline queue forever and shutdown never ends.
    // Live events are best effort, so nothing waiting to go out is worth holding the process for.
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
