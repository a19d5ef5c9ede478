import { MikroORM } from '@mikro-orm/postgresql';
import { APP_ENTITIES } from '../../src/app-entities.js';
import { ormConfig } from '../../src/database/orm-config.js';
import { schemaDiff } from '../../src/database/schema-diff.js';
import { asOwner, createTestDatabase } from '../support/test-env.js';

// `npm run db:migration:create` on a migrated database must find nothing to do (it compares the
// entities with the database itself, as schemaDiff does): every table (a
// table without an entity would be dropped), column, default, index, check and foreign key the
// migrations made is described by an entity exactly, so the entities are the schema's types.
describe('entities and migrations', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    // As the owner: PostgreSQL shows other roles no checks or triggers of tables they do not own.
    orm = await MikroORM.init(ormConfig(asOwner(await createTestDatabase()), { entities: APP_ENTITIES }));
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  it('the entities would change nothing in a migrated database', async () => {
    await expect(schemaDiff(orm)).resolves.toBe('');
  });
});
