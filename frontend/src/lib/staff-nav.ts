import type { Role } from '@/lib/roles';

export interface StaffNavItem {
  path:
    '/admin' | '/admin/bootstrap' | '/admin/ventures' | '/admin/insights' | '/admin/audit' | '/admin/settings/access';
  label: string;
}

const ALL_ITEMS: readonly (StaffNavItem & { roles: readonly Role[] })[] = [
  { path: '/admin', label: 'Applications & Users', roles: ['admin'] },
  { path: '/admin/bootstrap', label: 'Events & Judging', roles: ['admin', 'organizer'] },
  { path: '/admin/ventures', label: 'Ventures', roles: ['admin', 'organizer'] },
  { path: '/admin/insights', label: 'Insights', roles: ['admin', 'organizer'] },
  { path: '/admin/audit', label: 'Audit Log', roles: ['admin'] },
  // Access opens for anyone signed in (First Time Setup), but only staff need it in their menu.
  { path: '/admin/settings/access', label: 'Access', roles: ['admin', 'organizer'] },
];

/** The header's Admin menu: only the staff screens the role may open; empty hides the menu. */
export function staffNavItems(role: Role | null | undefined): StaffNavItem[] {
  if (!role) return [];
  return ALL_ITEMS.filter((item) => item.roles.includes(role)).map(({ path, label }) => ({ path, label }));
}

/** Judging sits in the header for judges by role and for anyone seated as a judge of an event. */
export function showsJudging(role: Role | null | undefined, judgesEvents: boolean): boolean {
  return role === 'judge' || judgesEvents;
}

/**
 * Review sits in the header for anyone seated as a reviewer of an event or assigned applications,
 * whatever their role: staff who review nothing themselves run review from the event's Review tab.
 */
export function showsReview(reviewsApplications: boolean): boolean {
  return reviewsApplications;
}

/** Find Teams is where participants form their teams; staff and judges reach it from the dashboard. */
export function showsFindTeams(role: Role | null | undefined): boolean {
  return role === 'participant';
}

/** Ventures (a team's record across sprints) are participants'; staff reach them from the Admin menu. */
export function showsVentures(role: Role | null | undefined): boolean {
  return role === 'participant';
}

/** Where a link the spec points at `/admin` takes this role: organizers may not open `/admin`. */
export function adminHome(role: Role | null | undefined): '/admin' | '/admin/bootstrap' {
  return role === 'admin' ? '/admin' : '/admin/bootstrap';
}
