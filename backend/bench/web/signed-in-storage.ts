import type { PreparedStorage } from './lighthouse-page.js';

/** Where the frontend keeps its session (frontend/src/lib/session/session.ts). */
const SESSION_STORAGE_KEY = 'sprintboard.session';

/** Signs in through the API and returns the session as the frontend stores it after signing in. */
export async function signedInStorage(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<PreparedStorage> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!signIn.ok) throw new Error(`Sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { accessToken, expiresAt } = (await signIn.json()) as { accessToken: string; expiresAt: string };
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!me.ok) throw new Error(`GET /api/auth/me answered ${me.status}`);
  const user = (await me.json()) as { id: string; email: string; role: string; name: string | null };
  const session = {
    accessToken,
    expiresAt,
    user: { id: user.id, email: user.email, role: user.role, name: user.name ?? '' },
  };
  return { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) };
}
