// `node --test scripts/*.test.mjs` (part of `npm run test:unit`): where `npm test` finds Chromium,
// and that it stops at once, in one line, when there is none.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_MISSING, findChromium } from './find-chromium.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
const executable = (name) => {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
};
const own = executable('own-chromium');
const system = executable('system-chromium');
const playwrights = executable('playwright-chromium');
const notExecutable = join(dir, 'not-executable');
writeFileSync(notExecutable, '');
const folder = join(dir, 'a-folder');
mkdirSync(folder);
const missing = join(dir, 'missing');
after(() => rmSync(dir, { recursive: true, force: true }));

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    assert.deepEqual(findChromium({ CHROMIUM_PATH: own }, { systemPath: system, playwrightPath: playwrights }), {
      path: own,
    });
  });

  it('names a CHROMIUM_PATH that is missing or not executable instead of using another browser', () => {
    for (const wrong of [missing, notExecutable, folder]) {
      const result = findChromium({ CHROMIUM_PATH: wrong }, { systemPath: system, playwrightPath: playwrights });
      assert.ok('problem' in result);
      assert.match(result.problem, /^Chromium not found: CHROMIUM_PATH=.* is not an executable file; /);
      assert.ok(result.problem.includes(wrong) && !result.problem.includes('\n'));
    }
  });

  it("without CHROMIUM_PATH takes /usr/bin/chromium, else Playwright's own browser", () => {
    assert.deepEqual(findChromium({}, { systemPath: system, playwrightPath: playwrights }), { path: system });
    assert.deepEqual(findChromium({}, { systemPath: missing, playwrightPath: playwrights }), { path: playwrights });
    assert.deepEqual(findChromium({}, { systemPath: folder, playwrightPath: playwrights }), { path: playwrights });
  });

  it('says in one line how to get one when there is none', () => {
    assert.deepEqual(findChromium({}, { systemPath: missing, playwrightPath: notExecutable }), {
      problem: CHROMIUM_MISSING,
    });
    assert.deepEqual(findChromium({}, { systemPath: missing, playwrightPath: undefined }), {
      problem: CHROMIUM_MISSING,
    });
    assert.equal(
      CHROMIUM_MISSING,
      'Chromium not found: install it (apt-get install chromium), set CHROMIUM_PATH, or run npx playwright install chromium',
    );
  });

  it('by default looks at /usr/bin/chromium', () => {
    const result = findChromium({}, { playwrightPath: missing });
    assert.deepEqual(
      result,
      existsSync('/usr/bin/chromium') ? { path: '/usr/bin/chromium' } : { problem: CHROMIUM_MISSING },
    );
  });

  it('by default finds the browser `npx playwright install chromium` installed', async () => {
    const browsers = join(dir, 'browsers');
    const lookup = (code) =>
      run(process.execPath, ['--input-type=module', '-e', code], { PLAYWRIGHT_BROWSERS_PATH: browsers });
    const installed = (
      await lookup("console.log((await import('playwright-core')).chromium.executablePath())")
    ).stdout.trim();
    assert.ok(installed.startsWith(browsers), installed);
    const find = `const { findChromium } = await import('./scripts/find-chromium.mjs');
      console.log(JSON.stringify(findChromium({}, { systemPath: ${JSON.stringify(missing)} })))`;
    assert.deepEqual(JSON.parse((await lookup(find)).stdout), { problem: CHROMIUM_MISSING });
    mkdirSync(dirname(installed), { recursive: true });
    writeFileSync(installed, '#!/bin/sh\n');
    chmodSync(installed, 0o755);
    assert.deepEqual(JSON.parse((await lookup(find)).stdout), { path: installed });
  });
});

/** Runs a command in its own process group; kills the whole group if it outlives `timeoutMs`. */
function run(command, args, env, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, seconds: (Date.now() - started) / 1000 });
    });
  });
}

describe('npm test without Chromium', () => {
  const noBrowser = { CHROMIUM_PATH: missing };

  for (const args of [[], ['end-to-end']]) {
    it(`${['npm test', ...args].join(' ')} stops at once with one line, before the first step`, async () => {
      const { code, stdout, stderr, seconds } = await run(process.execPath, ['scripts/test.mjs', ...args], noBrowser);
      assert.equal(code, 1);
      assert.ok(seconds < 10, `took ${seconds} s`);
      assert.equal(stdout, '');
      assert.match(stderr, /^Chromium not found: [^\n]*npx playwright install chromium\)\n$/);
    });
  }

  it('does not look for Chromium when the end-to-end step is not selected', async () => {
    const { stdout, stderr } = await run(process.execPath, ['scripts/test.mjs', 'no such step'], noBrowser);
    assert.equal(stderr, '');
    assert.match(stdout, /steps: 0 passed, 0 failed/);
  });

  it('the Playwright config stops the same way', async () => {
    const { code, stderr } = await run(join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '--list'], noBrowser);
    assert.equal(code, 1);
    assert.match(stderr, /^Chromium not found: CHROMIUM_PATH=/m);
  });
});
