import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { staffKeys } from '@/api/query-keys';

export type StaffMember = components['schemas']['StaffMemberDto'];

/** Admins and organizers: 'Current Administrators & Organizers'. */
export function listStaff(): Promise<StaffMember[]> {
  return unwrap(api.GET('/api/admin/staff'));
}

export function staffQueryOptions() {
  return queryOptions({ queryKey: staffKeys.all, queryFn: listStaff });
}

export function useStaff() {
  return useQuery(staffQueryOptions());
}
