/** What 'Debug Bootstrap' found: whether any admin exists and whether the caller is one. */
export function debugReport(adminExists: boolean, isAdmin: boolean): string {
  const admins = adminExists ? 'Admin exists' : 'No admin exists';
  return isAdmin ? `${admins}. You are admin` : `${admins}. You are not admin`;
}

/** The server's answer to Force Admin, as the user reads it. */
export function bootstrapOutcome(result: 'created' | 'exists'): { title: string; description: string } {
  return result === 'created'
    ? { title: 'Admin Created!', description: 'Refresh to see changes' }
    : { title: 'Admin exists', description: 'An admin already exists, so no role was granted.' };
}

/** Events whose status is active, the dashboard's first count. */
export function countActive(events: readonly { status: string }[] | undefined): number {
  return events?.filter((event) => event.status === 'active').length ?? 0;
}

export const RECENT_EVENTS_LIMIT = 6;
