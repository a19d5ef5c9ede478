import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { refreshTeams } from './refresh-teams';

// The token travels in the body, never in an API URL (request logs).
export function viewInvitation(token: string) {
  return unwrap(api.POST('/api/team-invitations/view', { body: { token } }));
}

export type InvitationView = Awaited<ReturnType<typeof viewInvitation>>;

export function invitationQueryOptions(token: string) {
  return queryOptions({
    // Kept per page visit only: the token is not worth caching.
    queryKey: ['team-invitation', token] as const,
    queryFn: () => viewInvitation(token),
    retry: false,
    gcTime: 0,
  });
}

export function acceptInvitation(token: string) {
  return unwrap(api.POST('/api/team-invitations/accept', { body: { token } }));
}

export function declineInvitation(token: string) {
  return unwrap(api.POST('/api/team-invitations/decline', { body: { token } }));
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => refreshTeams(queryClient) });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineInvitation, onSuccess: () => refreshTeams(queryClient) });
}
