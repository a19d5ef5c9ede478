import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { inboxMessages, type InboxMessage } from './mail-inbox';

export const VERIFY_SUBJECT = 'Confirm your Sprintboard account';
export const RESET_SUBJECT = 'Reset your Sprintboard password';

/** A fresh address per test: the run shares one database and one inbox. */
export function uniqueEmail(label: string): string {
  return `auth-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

function isTo(message: InboxMessage, email: string): boolean {
  return message.to.some((to) => to.address.toLowerCase() === email.toLowerCase());
}

/**
 * Waits (emails go out through the worker, asynchronously) until `count` emails with `subject`
 * reached `email`, and returns them oldest first.
 */
export async function waitForEmails(
  request: APIRequestContext,
  email: string,
  subject: string,
  count = 1,
): Promise<InboxMessage[]> {
  let found: InboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await inboxMessages(request)).filter((each) => isTo(each, email) && each.subject === subject);
        return found.length;
      },
      { message: `${count} email(s) "${subject}" to ${email}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * The app path (with its query) of the link to `path` in an email. The emailed origin is the
 * app's APP_URL; only path and query are kept, so the page opens on the test's baseURL.
 */
export function linkIn(message: InboxMessage, path: string): string {
  const url = (message.text ?? '').match(/https?:\/\/\S+/g)?.find((each) => new URL(each).pathname === path);
  expect(url, `a link to ${path} in "${message.subject}"`).toBeTruthy();
  const { pathname, search, hash } = new URL(url as string);
  return pathname + search + hash;
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The role badge in the app header. */
export function headerRoleBadge(page: Page, label: string) {
  return page.getByRole('banner').getByText(label, { exact: true });
}

/**
 * Opens the account menu and picks Sign Out. Right after a sign-in the header re-renders once the
 * profile arrives, which can close a menu opened a moment earlier: so retry until the page leaves.
 */
export async function signOutThroughMenu(page: Page, leaveTo: RegExp): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(leaveTo, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
