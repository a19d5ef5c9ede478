import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { RefreshSessionHandler } from './commands/refresh-session.command.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset.command.js';
import { ResendVerificationHandler } from './commands/resend-verification.command.js';
import { ResetPasswordHandler } from './commands/reset-password.command.js';
import { SignInHandler } from './commands/sign-in.command.js';
import { SignOutHandler } from './commands/sign-out.command.js';
import { SignUpHandler } from './commands/sign-up.command.js';
import { VerifyEmailHandler } from './commands/verify-email.command.js';
import { OneTimeLinks } from './one-time-links.js';
import { RateLimiter } from './rate-limiter.js';
import { SecureTokens } from './secure-token.js';
import { Sessions } from './sessions.js';

@Module({
  controllers: [AuthController],
  providers: [
    RateLimiter,
    SecureTokens,
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
  ],
})
export class AuthModule {}
