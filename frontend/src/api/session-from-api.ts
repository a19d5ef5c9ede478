import type { Session } from '@/lib/session/session';

import type { components } from './generated/schema';

export type SessionDto = components['schemas']['SessionDto'];
export type MeDto = components['schemas']['MeDto'];

/** A stored session from what sign-in (or refresh) answered and who /api/auth/me says the user is. */
export function sessionFromApi(dto: SessionDto, me: MeDto): Session {
  return {
    accessToken: dto.accessToken,
    expiresAt: dto.expiresAt,
    user: { id: me.id, email: me.email, role: me.role, name: me.name ?? '' },
  };
}

/**
 * The session with the user as /api/auth/me describes them now (role and name may have changed
 * since sign-in); the very same object when nothing changed, so callers can skip storing it.
 */
export function sessionWithUser(session: Session, me: MeDto): Session {
  const { user } = sessionFromApi(session, me);
  const same = user.email === session.user.email && user.role === session.user.role && user.name === session.user.name;
  return same ? session : { ...session, user };
}

/**
 * A refreshed session keeps the email and name already known for the same user (the role comes
 * from the server every time); a different or unknown user is looked up.
 */
export async function completeSession(
  dto: SessionDto,
  previous: Session | null,
  fetchMe: (accessToken: string) => Promise<MeDto>,
): Promise<Session> {
  if (previous && previous.user.id === dto.user.id) {
    return {
      accessToken: dto.accessToken,
      expiresAt: dto.expiresAt,
      user: { ...previous.user, role: dto.user.role },
    };
  }
  return sessionFromApi(dto, await fetchMe(dto.accessToken));
}
