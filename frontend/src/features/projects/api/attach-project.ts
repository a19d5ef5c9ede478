import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { refreshProjects } from './refresh-projects';

export type AttachedEvent = components['schemas']['AttachedEventDto'];

export function attachProject({ projectId, eventId }: { projectId: string; eventId: string }) {
  return unwrap(api.POST('/api/projects/{projectId}/attach', { params: { path: { projectId } }, body: { eventId } }));
}

export function detachProject(projectId: string) {
  return unwrap(api.POST('/api/projects/{projectId}/detach', { params: { path: { projectId } } }));
}

export function useAttachProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}

export function useDetachProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}
