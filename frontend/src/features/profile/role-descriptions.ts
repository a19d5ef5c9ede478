import type { Role } from '@/lib/roles';

/** Shown on the profile so people know what their role lets them do. */
export function roleDescription(role: Role): string {
  switch (role) {
    case 'admin':
      return 'An admin has full platform access and can manage events and users.';
    case 'organizer':
      return 'An organizer can create and manage events.';
    case 'judge':
      return 'A judge can score projects assigned to them.';
    case 'participant':
      return 'A participant can join events and submit projects.';
  }
}
