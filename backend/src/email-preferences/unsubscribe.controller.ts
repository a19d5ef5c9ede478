import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../auth/client-address.js';
import { RATE_LIMITS, RateLimiter } from '../auth/rate-limiter.js';
import { Public } from '../common/auth/access.decorators.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { UnsubscribeByLinkCommand } from './commands/unsubscribe-by-link/unsubscribe-by-link.command.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { GetUnsubscribeLinkQuery } from './queries/get-unsubscribe-link/get-unsubscribe-link.query.js';
import { UnsubscribeLinkDto } from './queries/get-unsubscribe-link/unsubscribe-link.response.dto.js';
import { UnsubscribeOneClickDto, UnsubscribeTokenQueryDto } from './unsubscribe-link.request.dto.js';

/**
 * The emails' one-click unsubscribe link, `/api/email/unsubscribe?token=…` (see UnsubscribeLinks):
 * no sign-in, the signed token names the user and the category. A GET never unsubscribes (mail
 * scanners follow links): a browser is sent on to the page that asks for the click.
 */
@ApiTags('email-preferences')
@Controller('email/unsubscribe')
@Public()
@ApiBadRequestResponse({ type: ErrorBody, description: 'The token or the body is missing or invalid (named)' })
@ApiNotFoundResponse({ type: ErrorBody, description: 'A token this server did not sign, or of a deleted account' })
@ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many attempts from this address' })
export class UnsubscribeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly links: UnsubscribeLinks,
    private readonly limiter: RateLimiter,
  ) {}

  /** What the link would turn off: the category and the masked recipient. */
  @Get()
  @ApiOkResponse({ type: UnsubscribeLinkDto })
  @ApiResponse({ status: 303, description: 'Opened in a browser: to the page /unsubscribe?token=…' })
  async show(
    @Query() { token }: UnsubscribeTokenQueryDto,
    @Req() request: FastifyRequest,
    // Not passthrough: the redirect is sent here, and so (to keep one path) is the JSON.
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (wantsPage(request)) {
      await reply.redirect(this.links.pageUrlFor(token), 303);
      return;
    }
    await this.limiter.hit(RATE_LIMITS.unsubscribePerIp, addressKey(request.ip));
    const link: UnsubscribeLinkDto = await this.queries.execute(new GetUnsubscribeLinkQuery(token));
    await reply.send(link);
  }

  /**
   * Turns the link's category off: the RFC 8058 one-click POST of mail clients (form body) and the
   * page's button (JSON). Using the link again changes nothing.
   */
  @Post()
  @HttpCode(204)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiNoContentResponse({ description: 'Unsubscribed (or already was)' })
  async unsubscribe(
    @Query() { token }: UnsubscribeTokenQueryDto,
    @Body() _body: UnsubscribeOneClickDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.limiter.hit(RATE_LIMITS.unsubscribePerIp, addressKey(request.ip));
    await this.commands.execute(new UnsubscribeByLinkCommand(token));
  }
}

/** A browser opening the link (the email's footer), not the page's own request for the JSON. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}
