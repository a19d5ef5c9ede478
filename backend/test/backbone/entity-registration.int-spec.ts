import { MikroORM } from '@mikro-orm/postgresql';
import { APP_ENTITIES } from '../../src/app-entities.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// The app's modules each register their own entities; the migration CLI, the schema diff and
// audit:verify map APP_ENTITIES instead. Both must name the same tables, or the app would lack one
// that the migrations made (or map one they did not).
describe('entity registration', () => {
  it('the app maps exactly the tables of APP_ENTITIES, in a second app of the same process as well', async () => {
    const expected = APP_ENTITIES.map((entity) => entity.meta.tableName).sort();
    const databaseUrl = await createTestDatabase();
    // Tests, the demo seeder and the worker start more than one app per process: the modules'
    // registrations (made once, when their files load) must outlive the first app's shutdown.
    for (const app of ['first', 'second']) {
      const running = await startTestApp(testConfig(databaseUrl));
      try {
        const mapped = [...running.get(MikroORM).getMetadata().getAll().values()].map((meta) => meta.tableName);
        expect({ app, tables: mapped.sort() }).toEqual({ app, tables: expected });
      } finally {
        await running.close();
      }
    }
  });
});
