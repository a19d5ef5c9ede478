import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Public, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EmailDto } from '../common/accounts/email.dto.js';
import { GetMeQuery } from '../users/queries/get-me/get-me.query.js';
import { RefreshSessionCommand } from './commands/refresh-session/refresh-session.command.js';
import { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command.js';
import { ResendVerificationCommand } from './commands/resend-verification/resend-verification.command.js';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command.js';
import { ResetPasswordDto } from './commands/reset-password/reset-password.request.dto.js';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { SignInDto } from './commands/sign-in/sign-in.request.dto.js';
import { SignOutCommand } from './commands/sign-out/sign-out.command.js';
import { SignUpCommand } from './commands/sign-up/sign-up.command.js';
import { SignUpDto } from './commands/sign-up/sign-up.request.dto.js';
import { VerifyEmailCommand } from './commands/verify-email/verify-email.command.js';
import { IsFirstSignInQuery } from './queries/is-first-sign-in/is-first-sign-in.query.js';
import { LinkTokenDto } from './link-token.request.dto.js';
import { MeDto } from './me.response.dto.js';
import { MessageDto } from './message.response.dto.js';
import { SessionDto } from './session.response.dto.js';
import { SessionExpired } from './auth.errors.js';
import { addressKey } from './client-address.js';
import { RATE_LIMITS, RateLimiter } from './rate-limiter.js';
import { pauseBeforeRefusing } from './refusal-pause.js';
import { SignInAttempts } from './sign-in-attempts.js';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.js';
import type { ClientInfo, IssuedSession } from './sessions.js';

const LINK_SENT = 'If that email belongs to an account, we sent a link to it.';

@ApiTags('auth')
@ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many attempts' })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    private readonly signInAttempts: SignInAttempts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates an account and emails a verification link (valid 1 hour). */
  @Post('sign-up')
  @Public()
  @ApiOkResponse({ type: MessageDto })
  async signUp(@Body() body: SignUpDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.limiter.hit(RATE_LIMITS.signUpPerIp, addressOf(request));
    await this.commands.execute(new SignUpCommand(body.email, body.password, body.firstName, body.lastName));
    return { message: 'Account created! Please check your email to verify your account.' };
  }

  @Post('sign-in')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    const session = await pauseBeforeRefusing(() =>
      this.signInAttempts.run(body.email, addressOf(request), () =>
        this.commands.execute(new SignInCommand(body.email, body.password, clientOf(request))),
      ),
    );
    return this.respond(session, reply);
  }

  /** Confirms the email from the link and signs the user in. */
  @Post('verify-email')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  async verifyEmail(
    @Body() body: LinkTokenDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    await this.limiter.hit(RATE_LIMITS.linkUsePerIp, addressOf(request));
    const session = await pauseBeforeRefusing(() =>
      this.commands.execute(new VerifyEmailCommand(body.token, clientOf(request))),
    );
    return this.respond(session, reply);
  }

  /** Sends a new verification link; the answer is the same for any email. */
  @Post('resend-verification')
  @Public()
  @HttpCode(202)
  @ApiOkResponse({ type: MessageDto })
  async resendVerification(@Body() body: EmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.limiter.hit(RATE_LIMITS.emailLinkPerIp, addressOf(request));
    await this.limiter.hit(RATE_LIMITS.emailLinkPerEmail, body.email);
    await this.commands.execute(new ResendVerificationCommand(body.email));
    return { message: LINK_SENT };
  }

  /** Sends a password reset link (valid 1 hour, single use); the answer is the same for any email. */
  @Post('forgot-password')
  @Public()
  @HttpCode(202)
  @ApiOkResponse({ type: MessageDto })
  async forgotPassword(@Body() body: EmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.limiter.hit(RATE_LIMITS.emailLinkPerIp, addressOf(request));
    await this.limiter.hit(RATE_LIMITS.emailLinkPerEmail, body.email);
    await this.commands.execute(new RequestPasswordResetCommand(body.email));
    return { message: LINK_SENT };
  }

  /** Sets a new password from the reset link and signs in (every other session is signed out). */
  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    await this.limiter.hit(RATE_LIMITS.linkUsePerIp, addressOf(request));
    const session = await pauseBeforeRefusing(() =>
      this.commands.execute(new ResetPasswordCommand(body.token, body.password, clientOf(request))),
    );
    return this.respond(session, reply);
  }

  /** Trades the refresh cookie for a new access token; the cookie rotates on every use. */
  @Post('refresh')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    const token = refreshCookieOf(request);
    if (!token) throw new SessionExpired();
    try {
      return this.respond(await this.commands.execute(new RefreshSessionCommand(token)), reply);
    } catch (error) {
      clearRefreshCookie(reply, this.config);
      throw error;
    }
  }

  /** Signs out of every session of the user. */
  @Post('sign-out')
  @Public()
  @HttpCode(204)
  async signOut(
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new SignOutCommand(user?.id, refreshCookieOf(request)));
    clearRefreshCookie(reply, this.config);
  }

  @Get('me')
  @SignedIn()
  @ApiOkResponse({ type: MeDto })
  async me(@CurrentUser() user: AuthUser): Promise<MeDto> {
    const [me, firstSignIn] = await Promise.all([
      this.queries.execute(new GetMeQuery(user.id)),
      this.queries.execute(new IsFirstSignInQuery(user.id)),
    ]);
    return { ...me, firstSignIn };
  }

  private respond(session: IssuedSession, reply: FastifyReply): SessionDto {
    setRefreshCookie(reply, session, this.config);
    void reply.header('cache-control', 'no-store');
    return { accessToken: session.accessToken, expiresAt: session.accessExpiresAt.toISOString(), user: session.user };
  }
}

function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}

/** Who per-address limits count: the client as the trusted proxies name it, IPv6 by /64. */
function addressOf(request: FastifyRequest): string {
  return addressKey(request.ip);
}
