// The Chromium the end-to-end tests drive, looked up in one place for `npm test`'s preflight and the
// Playwright config: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser.
// Run directly (`node scripts/find-chromium.mjs`) it prints the path found, or the one-line problem and exits 1.
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM_MISSING =
  'Chromium not found: install it (apt-get install chromium), set CHROMIUM_PATH, or run npx playwright install chromium';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ systemPath?: string, playwrightPath?: string }} where where Debian's and Playwright's would be (tests change them)
 * @returns {{ path: string } | { problem: string }}
 */
export function findChromium(
  env = process.env,
  { systemPath = SYSTEM_CHROMIUM, playwrightPath = playwrightChromium() } = {},
) {
  // A path the user set and got wrong is named, never silently replaced by another browser.
  if (env.CHROMIUM_PATH) {
    return isExecutableFile(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : {
          problem: `Chromium not found: CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; point it at one, or unset it to use /usr/bin/chromium or Playwright's own (npx playwright install chromium)`,
        };
  }
  const found = [systemPath, playwrightPath].find((path) => path && isExecutableFile(path));
  return found ? { path: found } : { problem: CHROMIUM_MISSING };
}

/** Where `npx playwright install chromium` puts its browser (PLAYWRIGHT_BROWSERS_PATH moves it). */
function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    // No Playwright build for this platform.
    return undefined;
  }
}

/** @param {string} path */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = findChromium();
  if ('problem' in result) {
    console.error(result.problem);
    process.exit(1);
  }
  console.log(`Chromium: ${result.path}`);
}
