import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { inboxMessages } from './mail-inbox';

/** What the app keeps in localStorage under this key (lib/session/session.ts). */
const SESSION_STORAGE_KEY = 'sprintboard.session';

export interface StoredSession {
  accessToken: string;
  expiresAt: string;
  user: { id: string; email: string; role: string; name: string };
}

export interface VerifiedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  session: StoredSession;
}

/** The token of the verification link emailed to `email` (MailDev catches every email). */
async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await inboxMessages(request)).find((each) =>
          each.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
        );
        token = message?.text?.match(/\/auth\/confirm[#?]token=([^\s&]+)/)?.[1];
        return token;
      },
      { message: `a verification email to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return token as string;
}

/** The signed-in user's session as the app stores it, read back from the API. */
export async function readSession(request: APIRequestContext, accessToken: string, expiresAt: string) {
  const response = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.ok(), `GET /api/auth/me answered ${response.status()}`).toBe(true);
  const me = (await response.json()) as { id: string; email: string; role: string; name: string | null };
  return { accessToken, expiresAt, user: { id: me.id, email: me.email, role: me.role, name: me.name ?? '' } };
}

/**
 * Signs up through the API and follows the emailed link the way the confirm page does. Pass the
 * browser context's `request`, so its refresh cookie lands in that browser. Sign-up is rate
 * limited per IP for the whole run: create as few users as the journey needs. Pass a `name` when
 * the journey must tell its users apart on screen.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  label: string,
  name: { firstName: string; lastName: string } = { firstName: 'Ada', lastName: 'Tester' },
): Promise<VerifiedUser> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    email: `${label}-${unique}@example.com`,
    password: 'correct-horse-7',
    ...name,
  };

  const signUp = await request.post('/api/auth/sign-up', { data: user });
  expect(signUp.ok(), `sign-up answered ${signUp.status()}: ${await signUp.text()}`).toBe(true);

  const token = await verificationToken(request, user.email);
  const verify = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verify.ok(), `verify-email answered ${verify.status()}: ${await verify.text()}`).toBe(true);
  const { accessToken, expiresAt } = (await verify.json()) as { accessToken: string; expiresAt: string };

  return { ...user, session: await readSession(request, accessToken, expiresAt) };
}

/** Starts every page of the context signed in, unless the app has already stored a session of its own. */
export async function signInBrowser(context: BrowserContext, session: StoredSession): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) },
  );
}
