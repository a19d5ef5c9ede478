import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../errors/app-error.js';
import { ACCESS_METADATA, type AccessRule } from './access.decorators.js';
import type { AuthUser } from './roles.js';

/** Deny by default: a route without @Public(), @SignedIn() or @Roles() answers 403 to everyone. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) {
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`);
      throw new AppError('FORBIDDEN', 403, 'Access denied');
    }

    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AuthUser }>();
    const hasToken = typeof request.headers.authorization === 'string';
    const signedIn = hasToken && (await this.authenticate(context));

    if (rule.kind === 'public') return true;
    if (!signedIn || !request.user) {
      throw new AppError(
        'UNAUTHORIZED',
        401,
        hasToken ? 'Your session has expired. Please sign in again.' : 'Please sign in first.',
      );
    }
    if (rule.roles !== 'any' && !rule.roles.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 403, "You don't have permission to do this.");
    }
    return true;
  }

  /** Passport sets request.user on success; any token problem simply means "not signed in". */
  private async authenticate(context: ExecutionContext): Promise<boolean> {
    try {
      return (await super.canActivate(context)) as boolean;
    } catch {
      return false;
    }
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new AppError('UNAUTHORIZED', 401, 'Please sign in first.');
    return user;
  }
}
