import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { refreshProjects } from './refresh-projects';

export interface ProjectSubmission {
  projectId: string;
  eventId: string;
  track: string;
}

export function submitProject({ projectId, eventId, track }: ProjectSubmission) {
  return unwrap(
    api.POST('/api/projects/{projectId}/submissions', { params: { path: { projectId } }, body: { eventId, track } }),
  );
}

export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}
