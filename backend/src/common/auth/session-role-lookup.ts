import type { Role } from './roles.js';

/**
 * Asked on every signed-in request: the role of the user whose session this is, or undefined when
 * the session is unknown, signed out (revoked), expired or not the user's. The accounts feature
 * provides it (as a global provider), so this folder depends on no feature.
 */
export abstract class SessionRoleLookup {
  abstract roleOf(sessionId: string, userId: string): Promise<Role | undefined>;
}
