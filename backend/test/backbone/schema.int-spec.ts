import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../src/database/orm-config.js';
import { schemaDiff } from '../../src/database/schema-diff.js';
import { createTestDatabase } from '../support/test-env.js';

// `npm run db:migration:create` on a migrated database must find nothing to do: every table (a
// table without an entity would be dropped), column, default, index, check and foreign key the
// migrations made is described by an entity exactly, so the entities are the schema's types.
describe('entities and migrations', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    const config = ormConfig(await createTestDatabase());
    orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, snapshot: false } });
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  it('the entities would change nothing in a migrated database', async () => {
    await expect(schemaDiff(orm)).resolves.toBe('');
  });
});
