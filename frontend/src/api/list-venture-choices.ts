import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { ventureKeys } from './venture-keys';

export type VentureChoice = components['schemas']['VentureChoiceDto'];

/** The submit form's 'Continues venture …' options: the ventures the signed-in user is a member of. */
export function ventureChoicesQueryOptions() {
  return queryOptions({
    queryKey: ventureKeys.choices(),
    queryFn: () => unwrap(api.GET('/api/ventures/mine/choices')),
  });
}
