import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { PROJECT_STATS_KEY } from '@/features/admin/api/project-stats';

export type ProjectSummary = components['schemas']['ProjectSummaryDto'];
export type ProjectDetail = components['schemas']['ProjectDetailDto'];
export type ProjectInput = components['schemas']['ProjectInputDto'];
export type AttachedEvent = components['schemas']['AttachedEventDto'];
export type AttachableEvent = components['schemas']['AttachableEventDto'];
export type Submission = components['schemas']['SubmissionDto'];

/** Every project query starts with this key, so one invalidation refreshes every screen. */
const PROJECTS = 'projects';

export function myProjectsQueryOptions() {
  return queryOptions({
    queryKey: [PROJECTS, 'mine'],
    queryFn: () => unwrap(api.GET('/api/projects')),
  });
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [PROJECTS, 'detail', projectId],
    queryFn: () => unwrap(api.GET('/api/projects/{projectId}', { params: { path: { projectId } } })),
    // 403 and 404 are answers, not glitches: no retry before telling the user.
    retry: false,
  });
}

export function attachableEventsQueryOptions() {
  return queryOptions({
    queryKey: [PROJECTS, 'attachable-events'],
    queryFn: () => unwrap(api.GET('/api/projects/attachable-events')),
  });
}

export function eventProjectQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [PROJECTS, 'event', eventId],
    queryFn: () => unwrap(api.GET('/api/events/{eventId}/my-project', { params: { path: { eventId } } })),
  });
}

export function projectCountsQueryOptions() {
  return queryOptions({
    queryKey: [PROJECTS, 'counts'],
    queryFn: () => unwrap(api.GET('/api/me/project-counts')),
  });
}

/**
 * Not awaited on purpose: a screen's own mutate() callbacks (the toasts) run only while it is
 * mounted, and the refetch can unmount it (attaching swaps the picker for the attached view).
 */
function refreshProjects(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [PROJECTS] });
  void queryClient.invalidateQueries({ queryKey: PROJECT_STATS_KEY });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput) => unwrap(api.POST('/api/projects', { body })),
    onSuccess: () => refreshProjects(queryClient),
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput & { version: number }) =>
      unwrap(api.PUT('/api/projects/{projectId}', { params: { path: { projectId } }, body })),
    onSuccess: () => refreshProjects(queryClient),
  });
}

export function useAttachProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, eventId }: { projectId: string; eventId: string }) =>
      unwrap(api.POST('/api/projects/{projectId}/attach', { params: { path: { projectId } }, body: { eventId } })),
    onSuccess: () => refreshProjects(queryClient),
  });
}

export function useDetachProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      unwrap(api.POST('/api/projects/{projectId}/detach', { params: { path: { projectId } } })),
    onSuccess: () => refreshProjects(queryClient),
  });
}

export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, eventId, track }: { projectId: string; eventId: string; track: string }) =>
      unwrap(
        api.POST('/api/projects/{projectId}/submissions', {
          params: { path: { projectId } },
          body: { eventId, track },
        }),
      ),
    onSuccess: () => refreshProjects(queryClient),
  });
}
