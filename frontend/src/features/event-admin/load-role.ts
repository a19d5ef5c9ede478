import type { Role } from '@/features/auth/roles';
import type { RouterContext } from '@/router-context';

/** The signed-in caller's role as the server sees it (null when signed out), for beforeLoad. */
export async function loadRole(context: RouterContext): Promise<Role | null> {
  if (!context.session.get()) return null;
  // Imported on demand so public pages' bundle carries no admin code.
  const { currentRole } = await import('@/features/admin/load-admin');
  return currentRole(context);
}
