import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { projectKeys } from '@/api/query-keys';

export type AttachableEvent = components['schemas']['AttachableEventDto'];

export function listAttachableEvents(): Promise<AttachableEvent[]> {
  return unwrap(api.GET('/api/projects/attachable-events'));
}

export function attachableEventsQueryOptions() {
  return queryOptions({ queryKey: projectKeys.attachableEvents(), queryFn: listAttachableEvents });
}
