// `npm run test:fuzz`: every operation of the OpenAPI document (read from the running app, so new
// endpoints are covered without a change here), as each role, with malformed, oversized,
// wrong-typed and unknown-field inputs. No answer may be a 5xx, and no 4xx may leave anything
// behind: every table's row count, the audit trail's (domain_events) included, stays as it was.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { FuzzRun } from './fuzz-run.js';
import { type Operation, operationsOf } from './openapi.js';
import { differences, RowCounter } from './row-counts.js';
import { seedWorld } from './world.js';

/** Change it (FUZZ_SEED=...) to explore other values; every failure names the seed that found it. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** FUZZ_ONLY=<text>: only the operations whose method and path contain it, with refusals of the valid request printed. */
const ONLY = process.env.FUZZ_ONLY;

/**
 * Deletions last, so what they remove is there for every other operation first, and the longest
 * paths (the most specific records) first among them: deleting an event takes its winners along.
 */
function inRunOrder(operations: Operation[]): Operation[] {
  const rank = (operation: Operation) => (operation.method === 'DELETE' ? 1_000 - operation.path.length : 0);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

describe('API fuzzing', () => {
  let app: NestFastifyApplication;
  let rows: RowCounter;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    // Limits raised as far as configuration allows, as well as one address per case: a 429 hides no 5xx.
    app = await startTestApp(testConfig(databaseUrl, { RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'error' }));
    rows = await RowCounter.connect(databaseUrl);
  });

  afterAll(async () => {
    await rows?.close();
    await app?.close();
  });

  it(
    'answers no operation with a 5xx, and a 4xx persists nothing',
    async () => {
      const document = await app.inject({ method: 'GET', url: '/api/docs-json' });
      expect(document.statusCode).toBe(200);
      const operations = inRunOrder(operationsOf(document.json()));
      const unfuzzable = operations.filter((operation) => operation.unfuzzable);
      const chosen = operations.filter(
        (operation) => !operation.unfuzzable && (!ONLY || `${operation.method} ${operation.path}`.includes(ONLY)),
      );

      const accounts = {} as Record<Role, TestAccount>;
      for (const role of ['participant', 'judge', 'organizer', 'admin'] as const)
        accounts[role] = await createAccount(app, role, `fuzz-${role}`);
      const empty = await rows.counts();
      const world = await seedWorld(app, operations, accounts);
      // The check below is only worth something if the counter sees writes at all.
      expect(differences(empty, await rows.counts())).toContain('domain_events');

      const run = new FuzzRun(app, rows, accounts, world, SEED, Boolean(ONLY));
      const started = Date.now();
      for (const operation of chosen) await run.operation(operation);
      const seconds = Math.round((Date.now() - started) / 1000);

      process.stdout.write(
        [
          `API fuzzing (seed ${SEED}): ${chosen.length} operations, ${run.sent} requests in ${seconds} s`,
          ...run.summary(),
          `  sessions started again after a fuzzed sign-out: ${run.resignedIn}; accounts replaced after a role change: ${run.replaced}`,
          ...unfuzzable.map(
            (operation) => `  not fuzzed: ${operation.method} ${operation.path}: ${operation.unfuzzable}`,
          ),
          '',
        ].join('\n'),
      );
      const report = run.findings.map(
        (f) => `${f.operation} as ${f.caller}, case "${f.name}" (seed ${SEED}): ${f.status} ${f.detail}`,
      );
      expect(report).toEqual([]);
    },
    // About 4 minutes on a quiet 2-core machine; twice that ran out once under other work's load.
    15 * 60_000,
  );
});
