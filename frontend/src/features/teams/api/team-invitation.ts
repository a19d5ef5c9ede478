import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { refreshTeams } from './refresh-teams';

// The token travels in the body, never in an API URL (request logs).
export function viewInvitation(token: string) {
  return unwrap(api.POST('/api/team-invitations/view', { body: { token } }));
}

export type InvitationView = Awaited<ReturnType<typeof viewInvitation>>;

/** Not under the team keys: only the invitation page reads it, and only for one visit. */
const invitationKey = (token: string) => ['team-invitation', token] as const;

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKey(token),
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

/**
 * Accept or decline by token. A refusal (used meanwhile, revoked, expired, team full) reloads the
 * invitation, so the page shows where it stands now.
 */
function useAnswerInvitation<T>(answer: (token: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: () => refreshTeams(queryClient),
    onError: (_error, token) => void queryClient.invalidateQueries({ queryKey: invitationKey(token) }),
  });
}

export const useAcceptInvitation = () => useAnswerInvitation(acceptInvitation);
export const useDeclineInvitation = () => useAnswerInvitation(declineInvitation);
