// `node --test scripts/*.test.mjs` (part of `npm run test:unit`): the layering rules of
// .dependency-cruiser.cjs catch what they are for, on a small made-up tree (the real tree passes
// them, so it alone could not show that they fail).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const ruleSet = require('../.dependency-cruiser.cjs');

const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const write = (path, text) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};

write('backend/src/users/user-directory.ts', 'export class UserDirectory {}\nexport interface Person { id: string }\n');
write('backend/src/users/user.entity.ts', 'export const User = { table: "users" };\n');
write('backend/src/audit/event-store.ts', 'export class EventStore {}\n');
// Infrastructure that loads a feature at run time, one way or another...
write(
  'backend/src/database/loads-feature.ts',
  "import { UserDirectory } from '../users/user-directory';\nnew UserDirectory();\n",
);
write(
  'backend/src/notifications/loads-beside-a-type.ts',
  "import type { Person } from '../users/user-directory';\nimport { UserDirectory } from '../users/user-directory';\nexport const people: Person[] = [];\nnew UserDirectory();\n",
);
write(
  'backend/src/app.module.ts',
  "import { UserDirectory } from './users/user-directory';\nexport const AppModule = [UserDirectory];\n",
);
write(
  'backend/src/common/http/loads-the-app.ts',
  "import { AppModule } from '../../app.module';\nexport const app = AppModule;\n",
);
// ...and infrastructure that only names a feature's types, or other infrastructure.
write(
  'backend/src/database/names-feature-types.ts',
  "import type { User } from '../users/user.entity';\nimport { type Person } from '../users/user-directory';\nexport type Tables = [typeof User, Person];\n",
);
write(
  'backend/src/database/uses-infrastructure.ts',
  "import { EventStore } from '../audit/event-store';\nnew EventStore();\n",
);

write('frontend/src/api/generated/schema.ts', 'export interface components { schemas: { MeDto: { id: string } } }\n');
write('frontend/src/api/client.ts', "import { isUuid } from '../lib/ids';\nexport const ok = isUuid('x');\n");
write('frontend/src/lib/ids.ts', 'export const isUuid = (value: string) => value.length === 36;\n');
write(
  'frontend/src/lib/session/from-api.ts',
  "import type { components } from '../../api/generated/schema';\nexport type MeDto = components['schemas']['MeDto'];\n",
);

const { output } = await cruise(['backend/src', 'frontend/src'], {
  ...ruleSet.options,
  baseDir: dir,
  validate: true,
  ruleSet,
});
const broken = (rule) =>
  output.summary.violations
    .filter((violation) => violation.rule.name === rule)
    .map(({ from, to }) => `${from} -> ${to}`)
    .sort();

describe('module boundaries', () => {
  it('infrastructure may not load a feature, even beside a type-only import of it or through the composition root; naming its types is fine', () => {
    assert.deepEqual(broken('backend-infrastructure-knows-no-feature'), [
      'backend/src/common/http/loads-the-app.ts -> backend/src/app.module.ts',
      'backend/src/database/loads-feature.ts -> backend/src/users/user-directory.ts',
      'backend/src/notifications/loads-beside-a-type.ts -> backend/src/users/user-directory.ts',
    ]);
  });

  it('frontend lib/ may not import api/, not even a type of the generated schema', () => {
    assert.deepEqual(broken('frontend-lib-knows-no-api'), [
      'frontend/src/lib/session/from-api.ts -> frontend/src/api/generated/schema.ts',
    ]);
  });
});
