import type { VentureCheckin } from './api/get-venture';

/** The check-in a member can answer now: asked, or past its due date; the earliest first. */
export function dueCheckin(checkins: readonly VentureCheckin[], now: number): VentureCheckin | null {
  const due = checkins.filter(
    (checkin) => checkin.state === 'asked' || (checkin.state === 'scheduled' && Date.parse(checkin.dueAt) <= now),
  );
  due.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  return due[0] ?? null;
}

/** The check-in form's address (the check-in feature's route). */
export function checkinPath(ventureId: string, checkinId: string): string {
  return `/ventures/${ventureId}/check-in/${checkinId}`;
}
