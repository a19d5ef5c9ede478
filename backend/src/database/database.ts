import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { ColumnType, Kysely } from 'kysely';
// Types only: at run time the database folder names no feature (each module registers its own entities).
import type { APP_ENTITIES } from '../app-entities.js';

/**
 * A timestamp column read through Kysely: MikroORM's pg setup hands timestamptz over as text (it
 * hydrates entities itself), so a read gives a string, not the Date the entity declares. Typed as
 * either, a read must go through `new Date(...)` or `isoTimestamp(...)`, and comparing with a Date
 * still compiles.
 */
type Timestamp<Insert, Update> = ColumnType<string | Date, Insert | string, Update | string>;
type AsRead<Column> =
  Column extends ColumnType<infer Select, infer Insert, infer Update>
    ? Select extends Date
      ? Timestamp<Insert, Update>
      : Column
    : Column extends Date
      ? Timestamp<Date, Date>
      : Column;

/** Every table and column, typed from the entities: a renamed column is a compile error. */
export type Database = {
  [Table in keyof EntityTables]: { [Column in keyof EntityTables[Table]]: AsRead<EntityTables[Table][Column]> };
};
type EntityTables = InferKyselyDB<(typeof APP_ENTITIES)[number]>;

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
