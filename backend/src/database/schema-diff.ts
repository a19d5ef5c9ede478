import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The SQL that would bring the database in line with the entities; empty when every table,
 * column, index and foreign key the migrations made is described by an entity exactly.
 */
export async function schemaDiff(orm: MikroORM): Promise<string> {
  const { up } = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false, dropTables: true });
  return up.trim();
}
