import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { hasDetailsBeyondTitle, type ProjectBody } from '../project-form';
import { getProject } from './get-project';
import { refreshProjects } from './refresh-projects';
import { updateProject } from './save-project';

export interface CreatedForEvent {
  id: string;
  /** Why the rest of the form could not be saved (the project exists, attached, with its title). */
  detailsError?: unknown;
}

/**
 * A project created for an event through the same command as the Team tab's Create Team: created
 * and attached in one transaction, its creator the team's owner (and no longer looking for a
 * team). What the form says beyond the title follows as an edit of the new project.
 */
export async function createProjectForEvent({
  eventId,
  body,
}: {
  eventId: string;
  body: ProjectBody;
}): Promise<CreatedForEvent> {
  const { id } = await unwrap(
    api.POST('/api/events/{eventId}/team', { params: { path: { eventId } }, body: { title: body.title } }),
  );
  if (!hasDetailsBeyondTitle(body)) return { id };
  try {
    const { version } = await getProject(id);
    await updateProject(id, { ...body, version });
    return { id };
  } catch (detailsError) {
    return { id, detailsError };
  }
}

export function useCreateProjectForEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectForEvent,
    onSuccess: () => refreshProjects(queryClient),
  });
}
