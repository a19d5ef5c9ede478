import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { ventureKeys } from '@/api/venture-keys';

import { refreshProjects } from './refresh-projects';

export interface ProjectSubmission {
  projectId: string;
  eventId: string;
  track: string;
  /** 'Continues venture …': the venture to continue; none is 'New venture' (named after the project). */
  ventureId?: string;
}

export function submitProject({ projectId, eventId, track, ventureId }: ProjectSubmission) {
  const body = ventureId ? { eventId, track, ventureId } : { eventId, track, venture: 'new' as const };
  return unwrap(api.POST('/api/projects/{projectId}/submissions', { params: { path: { projectId } }, body }));
}

export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: () => {
      refreshProjects(queryClient);
      // The entry created or continued a venture.
      void queryClient.invalidateQueries({ queryKey: ventureKeys.all });
    },
  });
}
