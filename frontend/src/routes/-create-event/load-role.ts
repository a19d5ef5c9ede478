import { currentRole } from '@/api/get-current-user';
import type { RouterContext } from '@/router-context';

/** beforeLoad of the wizard's routes: the caller's role (null when signed out) for the page. */
export async function loadCreateEventRole({ context }: { context: RouterContext }) {
  return { role: await currentRole(context) };
}
