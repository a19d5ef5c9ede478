// Fails when the committed OpenAPI document or generated client differs from what the backend
// produces now: run `npm run api:generate` and commit the result.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const temp = mkdtempSync(join(tmpdir(), 'sprintboard-api-'));
const run = (cwd, args) =>
  execFileSync(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });

try {
  const document = join(temp, 'openapi.json');
  const schema = join(temp, 'schema.ts');
  run(join(root, 'backend'), ['--import', '@swc-node/register/esm-register', 'src/cli/write-openapi.ts', document]);
  // npm may nest openapi-typescript under frontend/ (it pins its own TypeScript peer).
  const cli = [join(root, 'frontend'), root]
    .map((dir) => join(dir, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'))
    .find((path) => existsSync(path));
  run(join(root, 'frontend'), [cli, document, '-o', schema]);

  const stale = [
    [document, join(root, 'backend', 'openapi.json')],
    [schema, join(root, 'frontend', 'src', 'api', 'generated', 'schema.ts')],
  ].filter(([fresh, committed]) => readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8'));

  if (stale.length > 0) {
    for (const [, committed] of stale) console.error(`Stale generated file: ${committed.replace(root, '')}`);
    console.error('Run `npm run api:generate` and commit the result.');
    process.exit(1);
  }
  console.log('API client is up to date: 1 passed, 0 failed');
} finally {
  rmSync(temp, { recursive: true, force: true });
}
