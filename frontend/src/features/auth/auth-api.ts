import { api, fetchMe, unwrap } from '@/api/client';
import { sessionFromApi, type SessionDto } from '@/api/session-from-api';
import { sessionStore, type Session } from '@/lib/session/session';

interface Established {
  session: Session;
  /** The account's first sign-in: greeted 'Welcome', not 'Welcome back'. */
  firstSignIn: boolean;
}

/** Stores a session the server just issued, with the email, name and role /api/auth/me reports. */
async function establish(call: Promise<{ data?: SessionDto }>): Promise<Established> {
  const dto = await unwrap(call);
  const me = await fetchMe(dto.accessToken);
  const session = sessionFromApi(dto, me);
  sessionStore.set(session);
  return { session, firstSignIn: me.firstSignIn };
}

export function signIn(email: string, password: string): Promise<Established> {
  return establish(api.POST('/api/auth/sign-in', { body: { email, password } }));
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function signUp(input: SignUpInput): Promise<void> {
  await unwrap(api.POST('/api/auth/sign-up', { body: input }));
}

/** Follows the emailed verification link: confirms the email and signs in. */
export async function verifyEmail(token: string): Promise<Session> {
  return (await establish(api.POST('/api/auth/verify-email', { body: { token } }))).session;
}

export async function resendVerification(email: string): Promise<void> {
  await unwrap(api.POST('/api/auth/resend-verification', { body: { email } }));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap(api.POST('/api/auth/forgot-password', { body: { email } }));
}

/** Sets the new password from the emailed link; the server signs in and ends every other session. */
export async function resetPassword(token: string, password: string): Promise<Session> {
  return (await establish(api.POST('/api/auth/reset-password', { body: { token, password } }))).session;
}
