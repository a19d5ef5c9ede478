export const ROLES = ['participant', 'organizer', 'judge', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleLabel(role: Role): string {
  switch (role) {
    case 'admin':
      return 'Admin';
    case 'organizer':
      return 'Organizer';
    case 'judge':
      return 'Judge';
    case 'participant':
      return 'Participant';
  }
}

/** Admins and organizers create events; the same rule shows the Admin nav entry. */
export function canCreateEvents(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'organizer';
}

/** Staff (admins and organizers) read every event's people, e.g. Find Teams' 'People looking for a team'. */
export function isStaff(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'organizer';
}
