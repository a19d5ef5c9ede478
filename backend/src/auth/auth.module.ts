import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UsersModule } from '../users/users.module.js';
import { AUTH_ENTITIES } from './auth.entities.js';
import { AuthController } from './auth.controller.js';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResendVerificationHandler } from './commands/resend-verification/resend-verification.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler.js';
import { IsFirstSignInHandler } from './queries/is-first-sign-in/is-first-sign-in.handler.js';
import { OneTimeLinks } from './one-time-links.js';
import { OneTimeTokenRepository } from './one-time-token.repository.js';
import { RateLimiter } from './rate-limiter.js';
import { SecureTokens } from '../common/secure-token.js';
import { SignInAttempts } from './sign-in-attempts.js';
import { SessionCheckModule } from './session-check.module.js';
import { SessionRepository } from './session.repository.js';
import { Sessions } from './sessions.js';

@Module({
  imports: [MikroOrmModule.forFeature(AUTH_ENTITIES), UsersModule, SessionCheckModule],
  controllers: [AuthController],
  providers: [
    RateLimiter,
    SignInAttempts,
    SecureTokens,
    SessionRepository,
    OneTimeTokenRepository,
    OneTimeLinks,
    Sessions,
    SignUpHandler,
    VerifyEmailHandler,
    ResendVerificationHandler,
    SignInHandler,
    RefreshSessionHandler,
    SignOutHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    IsFirstSignInHandler,
  ],
  // The rate limits of other public endpoints (the unsubscribe link) count in the same counters.
  exports: [RateLimiter],
})
export class AuthModule {}
