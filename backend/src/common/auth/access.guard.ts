import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error.js';
import { DatabaseUnavailable } from '../errors/database-unavailable.js';
import { ACCESS_METADATA, type AccessRule } from './access.decorators.js';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy.js';
import type { AuthUser } from './roles.js';

type GuardedRequest = { headers: Record<string, unknown>; user?: AuthUser };

/** The answer to a token that does not let its holder in: expired, revoked, forged or malformed. */
export const INVALID_TOKEN_MESSAGE = 'Your session has expired. Please sign in again.';

/** Deny by default: a route without @Public(), @SignedIn() or @Roles() answers 403 to everyone. */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) {
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`);
      throw new AppError('FORBIDDEN', 403, 'Access denied');
    }

    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const hasToken = typeof request.headers.authorization === 'string';
    if (hasToken) request.user = await this.authenticate(request);

    if (rule.kind === 'public') return true;
    if (!request.user) {
      throw new AppError('UNAUTHORIZED', 401, hasToken ? INVALID_TOKEN_MESSAGE : 'Please sign in first.');
    }
    if (rule.roles !== 'any' && !rule.roles.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 403, "You don't have permission to do this.");
    }
    return true;
  }

  /**
   * Runs this app's JWT strategy through passport; any token problem simply means "not signed in".
   * An error is not a token problem: the session lookup failed (the database is down or slow), and
   * answering 401 would sign out someone whose session is fine, so it is a 503 to retry.
   */
  private authenticate(request: GuardedRequest): Promise<AuthUser | undefined> {
    return new Promise((resolve, reject) => {
      const middleware = this.strategy
        .getPassportInstance()
        .authenticate(JWT_STRATEGY, { session: false }, (error: unknown, user: AuthUser | false) => {
          if (error) reject(new DatabaseUnavailable(error));
          else resolve(user || undefined);
        }) as (request: GuardedRequest, response: object, next: () => void) => void;
      middleware(request, {}, () => resolve(undefined));
    });
  }
}
