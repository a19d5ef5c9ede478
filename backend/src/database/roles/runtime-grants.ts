import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

const APPEND_FUNCTION = 'append_domain_event(text, text, int, text, jsonb, uuid, timestamptz, text)';

/**
 * What the app's runtime role may do, granted by the owner after every migration run (idempotent,
 * so tables added later are covered). Read and write the state tables; read the event store and
 * append to it only through the append function (which runs with the owner's rights); add
 * checkpoints but never change one; no DDL, no TRUNCATE, no TRIGGER anywhere, since it owns nothing.
 */
export function runtimeGrants(role: string): string[] {
  const grantee = pg.escapeIdentifier(role);
  return [
    `grant usage on schema public to ${grantee}`,
    `grant select, insert, update, delete on all tables in schema public to ${grantee}`,
    `grant usage, select on all sequences in schema public to ${grantee}`,
    `revoke insert, update, delete, truncate, references, trigger on domain_events from ${grantee}`,
    `revoke usage, select, update on sequence domain_events_id_seq from ${grantee}`,
    `revoke update, delete, truncate, references, trigger on audit_checkpoints from ${grantee}`,
    `revoke insert, update, delete, truncate, references, trigger on mikro_orm_migrations from ${grantee}`,
    `grant execute on function ${APPEND_FUNCTION} to ${grantee}`,
  ];
}

export async function grantRuntimeAccess(orm: MikroORM, role: string): Promise<void> {
  // One message without parameters: PostgreSQL runs it as one implicit transaction.
  await orm.em.getConnection().execute(runtimeGrants(role).join(';\n'));
}

/** The role a connection URL signs in as. */
export function roleOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).username) || 'postgres';
}
