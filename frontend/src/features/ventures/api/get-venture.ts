import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { ventureKeys } from '@/api/venture-keys';

export type Venture = components['schemas']['VentureDto'];
export type Milestone = components['schemas']['MilestoneDto'];
export type VentureEntry = components['schemas']['VentureEntryDto'];
export type VentureCheckin = components['schemas']['VentureCheckinDto'];
export type MilestoneInput = components['schemas']['MilestoneInputDto'];
export type MilestoneType = Milestone['type'];

/** A venture page; visitors get a public venture's public part (the server decides). */
export function ventureQueryOptions(ventureId: string) {
  return queryOptions({
    queryKey: ventureKeys.detail(ventureId),
    queryFn: () => unwrap(api.GET('/api/ventures/{ventureId}', { params: { path: { ventureId } } })),
    // A 404 is an answer (no such venture, or a private one), not a glitch.
    retry: false,
  });
}
