import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { refreshProjects } from './refresh-projects';

export type ProjectInput = components['schemas']['ProjectInputDto'];

export function createProject(body: ProjectInput) {
  return unwrap(api.POST('/api/projects', { body }));
}

export function updateProject(projectId: string, body: ProjectInput & { version: number }) {
  return unwrap(api.PUT('/api/projects/{projectId}', { params: { path: { projectId } }, body }));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput & { version: number }) => updateProject(projectId, body),
    onSuccess: () => refreshProjects(queryClient),
  });
}
