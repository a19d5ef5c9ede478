import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type StaffMember = components['schemas']['StaffMemberDto'];

export const staffQueryKey = ['admin', 'staff'] as const;

/** Admins and organizers: 'Current Administrators & Organizers'. */
export function staffQueryOptions() {
  return queryOptions({
    queryKey: staffQueryKey,
    queryFn: () => unwrap(api.GET('/api/admin/staff')),
  });
}

export function useStaff() {
  return useQuery(staffQueryOptions());
}
