import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LiveHub } from './live-hub.js';

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
   * `text/event-stream`: one `data:` line per event (`{type, recordId, eventId?}`, its `id:` the
   * event's position), and a comment every 25 s as the heartbeat. Authenticated by the Bearer access
   * token like every other endpoint, so browsers read it with fetch (EventSource sends no headers).
   */
  @Get('stream')
  @SignedIn()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The live event stream; it stays open',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  stream(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
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

    const disconnect = this.hub.connect({
      user,
      write: (text) => {
        // A client that stopped reading would make the app buffer for it without end: drop it; it
        // reconnects and refetches once.
        if (raw.writableLength > MAX_UNREAD_BYTES) raw.destroy();
        else raw.write(text);
      },
    });
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), this.config.live.heartbeatMs);
    const close = () => {
      clearInterval(heartbeat);
      disconnect();
    };
    request.raw.on('close', close);
    raw.on('close', close);
    raw.on('error', close);
  }
}
