import type { Browser } from '@playwright/test';
import { watchConsole } from './console-guard';
import { signInBrowser, type StoredSession } from './verified-user';

/** Issue 17's bound: a change made elsewhere shows within 2 s, without a reload. */
export const LIVE_WITHIN_MS = 2000;

/**
 * A browser signed in as `session` at `path`, once its live stream is open. `reloads` lists every
 * document load after that (a tab's URL change is the app's own and is not one).
 */
export async function openLivePage(browser: Browser, session: StoredSession, path: string) {
  const context = await browser.newContext();
  await signInBrowser(context, session);
  const page = await context.newPage();
  const consoleGuard = watchConsole(page);
  // The stream is open once the app asked for it and the server answered.
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.ok());
  await page.goto(path);
  await streamOpen;
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  return { context, page, consoleGuard, reloads };
}
