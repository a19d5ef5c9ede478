import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiOkResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import { AccessTokenExpiry } from '../common/auth/access-token-expiry.js';
import { AccessTokenSession } from '../common/auth/access-token-session.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ReconnectReason } from './live-event.js';
import { cursorFrame, LiveHub, reconnectFrame } from './live-hub.js';

/** What a stream may hold unread before it is closed. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** Server-sent events: the committed domain events this user may see, as they happen. */
@ApiTags('live')
@Controller()
export class LiveController {
  constructor(
    private readonly hub: LiveHub,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `text/event-stream`: one `data:` line per event (`{type, recordId, eventId?}`, its `id:` its place
   * in the live log), and a comment every 25 s as the heartbeat. A client that comes back sends the
   * last id it saw as `Last-Event-ID` and first gets what it missed, or an `event: resync` message
   * when that cannot be told (it then refetches). Authenticated by the Bearer access
   * token like every other endpoint, so browsers read it with fetch (EventSource sends no headers).
   * It is authenticated once, so it ends when that token expires (and when the user's role
   * changes, a password reset signs their sessions out, or a replayed refresh token revokes its
   * session): an `event: reconnect` message, then the end; the client reconnects with its
   * refreshed token, and a revoked session gets 401.
   * One user holds at most LIVE_MAX_STREAMS_PER_USER streams on an instance (429 past that) and an
   * instance at most LIVE_MAX_STREAMS (503); the client tries again after its back-off.
   */
  @Get('stream')
  @SignedIn()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The live event stream; it stays open',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The last `id:` a previous stream received: this one first sends what was missed since.',
  })
  @ApiTooManyRequestsResponse({
    description: 'This user already holds as many open streams as allowed',
    type: ErrorBody,
  })
  @ApiServiceUnavailableResponse({
    description: 'This instance holds as many open streams as allowed',
    type: ErrorBody,
  })
  stream(
    @CurrentUser() user: AuthUser,
    @AccessTokenExpiry() tokenExpiresAt: number | undefined,
    @AccessTokenSession() sessionId: string | undefined,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    // Refused before the response starts, so a refusal is a normal error answer (429 or 503).
    this.hub.admit(user.id);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    raw.write(': connected\n\n');

    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), this.config.live.heartbeatMs);
    const close = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      disconnect();
    };
    const end = (reason: ReconnectReason) => {
      close();
      if (!raw.writableEnded && !raw.destroyed) raw.end(reconnectFrame(reason));
    };
    const write = (text: string) => {
      if (raw.writableEnded || raw.destroyed) return;
      // A client that stopped reading would make the app buffer for it without end: drop it; it
      // reconnects and refetches once.
      if (raw.writableLength > MAX_UNREAD_BYTES) raw.destroy();
      else raw.write(text);
    };
    const disconnect = this.hub.connect({ user, sessionId, end, write });
    // Registered first, so whatever arrives from here on reaches this stream; a replay may repeat
    // some of it, which costs the client one more refetch of a query, never a missed change.
    const cursor = this.hub.cursor;
    if (cursor) write(cursorFrame(cursor));
    if (lastEventId !== undefined) void this.hub.missedSince(user, lastEventId).then(write);
    const expiresAt = tokenExpiresAt ?? Date.now() + this.config.jwt.accessTtlSeconds * 1000;
    const expiry = setTimeout(() => end('token_expired'), Math.max(0, expiresAt - Date.now()));
    request.raw.on('close', close);
    raw.on('close', close);
    raw.on('error', close);
  }
}
