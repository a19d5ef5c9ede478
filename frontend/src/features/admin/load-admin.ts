import type { QueryClient } from '@tanstack/react-query';

import { accessStatusQueryOptions } from '@/api/get-access-status';
import { userCountQueryOptions, usersQueryOptions } from '@/api/list-users';
import type { Role } from '@/lib/roles';

import { usersFilter, type AdminSearch } from './admin-search';
import { staffQueryOptions } from './api/list-staff';

// What the admin routes' loaders run. Routes import this module dynamically, so the main bundle
// (which every public page loads) carries no admin code.

// Loaders fill the cache so pages render without a loading flash; a failed request is shown by
// the widget that needed it, not by failing the whole page, hence allSettled.

export async function loadAdminDashboard(queryClient: QueryClient, search: AdminSearch): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(userCountQueryOptions()),
    search.tab === 'users' ? queryClient.ensureQueryData(usersQueryOptions(usersFilter(search))) : undefined,
  ]);
}

export async function loadAccessPage(queryClient: QueryClient, role: Role | null): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(accessStatusQueryOptions()),
    role === 'admin' || role === 'organizer' ? queryClient.ensureQueryData(staffQueryOptions()) : undefined,
  ]);
}
