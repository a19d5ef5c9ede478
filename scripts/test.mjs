// `npm test`: every check and test of the repo, in order, with one summary at the end.
// Each step runs even when an earlier one failed, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const E2E = 'end-to-end tests (Chromium against npm start)';
const steps = [
  ['lint and format', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['generated API client is fresh', 'npm run api:check'],
  ['unit tests (backend, frontend)', 'npm run test:unit'],
  ['integration tests (PostgreSQL, Redis, SMTP)', 'npm run test:int'],
  ['chaos test (email pipeline: worker kills, Redis restart and FLUSHALL)', 'npm run test:chaos'],
  ['API fuzzing (every operation, every role; no 5xx)', 'npm run test:fuzz'],
  [E2E, 'npm run test:e2e'],
];

const only = process.argv.slice(2);
const selected = steps.filter(([name]) => !only.length || only.some((word) => name.includes(word)));

// Without a browser the last step would fail after every other one has run: say so before the first.
if (selected.some(([name]) => name === E2E)) {
  const chromium = findChromium();
  if ('problem' in chromium) {
    console.error(chromium.problem);
    process.exit(1);
  }
}

const results = [];
for (const [name, command] of selected) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== Summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
