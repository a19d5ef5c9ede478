import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page; a clean page has none. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[]; expectClean: () => void } {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors, warnings, expectClean: () => expect(errors).toEqual([]) };
}
