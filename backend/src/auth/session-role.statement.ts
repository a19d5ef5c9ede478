import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CompiledQuery } from 'kysely';
import type { Role } from '../common/auth/roles.js';
import { SessionRoleLookup } from '../common/auth/session-role-lookup.js';
import { kyselyOf } from '../database/database.js';

/** Stand-ins compiled into the statement, replaced by the request's values on each execution. */
const SESSION_ID = '<session id>';
const USER_ID = '<user id>';

/**
 * The session check of every signed-in request: one statement, compiled once from Kysely and run
 * as a named prepared statement on the pool, so each pooled connection parses and plans it once.
 * No cache in between: a sign-out or a role change applies on the very next request.
 *
 * It joins `user_roles` (owned by users/) to answer in one round trip: this per-request check is
 * the one place accounts read another feature's table directly.
 */
@Injectable()
export class SessionRoleStatement extends SessionRoleLookup {
  private compiled: CompiledQuery<{ role: Role }> | undefined;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async roleOf(sessionId: string, userId: string): Promise<Role | undefined> {
    const { sql, parameters } = (this.compiled ??= this.compile());
    const values = parameters.map((value) => (value === SESSION_ID ? sessionId : value === USER_ID ? userId : value));
    const pool = await this.em.getConnection().getNativeClient();
    const { rows } = await pool.query<{ role: Role }>({ name: 'access-session-role', text: sql, values });
    return rows[0]?.role;
  }

  private compile(): CompiledQuery<{ role: Role }> {
    return kyselyOf<'sessions' | 'user_roles'>(this.em)
      .selectFrom('sessions as s')
      .innerJoin('user_roles as r', 'r.user_id', 's.user_id')
      .select('r.role')
      .where('s.id', '=', SESSION_ID)
      .where('s.user_id', '=', USER_ID)
      .where('s.revoked_at', 'is', null)
      .where((eb) => eb('s.expires_at', '>', eb.fn<Date>('now')))
      .compile();
  }
}
