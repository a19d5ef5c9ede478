import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { PageFigures } from './budgets.js';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** What the browser should find in its storage before the page's own scripts run (a signed-in session). */
export interface PreparedStorage {
  key: string;
  value: string;
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * One Lighthouse run (its default config: the mobile preset, simulated slow 4G and a 4x slower CPU)
 * in a fresh Chromium, reduced to the figures the budgets judge.
 */
export async function measurePage(url: string, storage?: PreparedStorage): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      if (storage) {
        // Runs in each new document after Lighthouse has cleared the origin's storage, before the app's scripts.
        const [key, value] = [JSON.stringify(storage.key), JSON.stringify(storage.value)];
        await page.evaluateOnNewDocument(
          `if (localStorage.getItem(${key}) === null) localStorage.setItem(${key}, ${value});`,
        );
      }
      const result = await lighthouse(url, { logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      // A page that sent the browser elsewhere (the sign-in form, say) measured the wrong thing.
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
      return figuresOf(result.lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: Report): PageFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave ${lhr.finalDisplayedUrl} no score`);
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performanceScore: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsWireBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}
