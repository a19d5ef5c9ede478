import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { Kysely } from 'kysely';
import type { ENTITIES } from './entities.js';

/** Every table and column, typed from the entities: a renamed column is a compile error. */
export type Database = InferKyselyDB<(typeof ENTITIES)[number]>;

/**
 * Typed Kysely for `em`: inside a command, bound to the command's transaction (MikroORM's
 * TransactionContext makes the injected EntityManager resolve to the command's own); elsewhere, the
 * pool. Pass the tables a repository owns to keep it from reaching into another feature's.
 */
export function kyselyOf<Tables extends keyof Database = keyof Database>(
  em: EntityManager,
): Kysely<Pick<Database, Tables>> {
  // The same instance, seen through fewer tables (TypeScript cannot relate the two generically).
  return em.getKysely<Database>() as unknown as Kysely<Pick<Database, Tables>>;
}
