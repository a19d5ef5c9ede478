import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error.js';
import { ACCESS_METADATA, type AccessRule } from './access.decorators.js';
import { AccessTokens } from './access-tokens.js';
import { type AuthUser, isRole } from './roles.js';

const BEARER = /^\s*bearer\s+(\S+)\s*$/i;

/**
 * Deny by default: a route without @Public(), @SignedIn() or @Roles() answers 403 to everyone.
 * Reads the short-lived access token of the Authorization header. The role comes from the
 * database, not the token, so a role change or a sign-out applies on the very next request.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
    private readonly em: EntityManager,
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

    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AuthUser }>();
    const { authorization } = request.headers;
    const hasToken = typeof authorization === 'string';
    // Any token problem simply means "not signed in".
    if (hasToken) request.user = await this.userOf(authorization);

    if (rule.kind === 'public') return true;
    if (!request.user) {
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

  private async userOf(authorization: string): Promise<AuthUser | undefined> {
    const token = BEARER.exec(authorization)?.[1];
    const claims = token === undefined ? undefined : this.tokens.verify(token);
    if (!claims) return undefined;
    // Plain SQL needs no EntityManager fork of its own (no identity map is involved).
    const [row] = await this.em.execute<{ role: string }[]>(
      `select r.role from sessions s join user_roles r on r.user_id = s.user_id
       where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now()`,
      [claims.sid, claims.sub],
    );
    if (!row || !isRole(row.role)) return undefined;
    return { id: claims.sub, role: row.role };
  }
}
