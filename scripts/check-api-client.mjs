// Fails when the committed swagger plugin metadata, OpenAPI document or generated client differs
// from what the backend produces now: run `npm run api:generate` and commit the result.
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

// The plugin metadata's imports are relative to backend/src, so the fresh copy is written there.
const metadata = join(root, 'backend', 'src', 'openapi-metadata.fresh.ts');

try {
  run(join(root, 'backend'), [
    '--import',
    '@swc-node/register/esm-register',
    'src/cli/write-api-metadata.ts',
    'openapi-metadata.fresh.ts',
  ]);
  const document = join(temp, 'openapi.json');
  const schema = join(temp, 'schema.ts');
  run(join(root, 'backend'), ['--import', '@swc-node/register/esm-register', 'src/cli/write-openapi.ts', document]);
  // npm may nest openapi-typescript under frontend/ (it pins its own TypeScript peer).
  const cli = [join(root, 'frontend'), root]
    .map((dir) => join(dir, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'))
    .find((path) => existsSync(path));
  run(join(root, 'frontend'), [cli, document, '-o', schema]);

  const stale = [
    [metadata, join(root, 'backend', 'src', 'openapi-metadata.ts')],
    [document, join(root, 'backend', 'openapi.json')],
    [schema, join(root, 'frontend', 'src', 'api', 'generated', 'schema.ts')],
  ].filter(([fresh, committed]) => readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8'));

  if (stale.length > 0) {
    for (const [, committed] of stale) console.error(`Stale generated file: ${committed.replace(root, '')}`);
    console.error('Run `npm run api:generate` and commit the result.');
    process.exitCode = 1; // not process.exit(): the finally block removes the fresh copies
  } else {
    console.log('API client is up to date: 1 passed, 0 failed');
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
  rmSync(metadata, { force: true });
}
