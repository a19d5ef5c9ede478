import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { ventureKeys } from '@/api/venture-keys';

export type VentureCard = components['schemas']['VentureCardDto'];

/** 'My Ventures': the signed-in user's ventures. */
export function myVenturesQueryOptions() {
  return queryOptions({
    queryKey: ventureKeys.mine(),
    queryFn: () => unwrap(api.GET('/api/ventures/mine')),
  });
}
