import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { refreshTeams } from './refresh-teams';

/** A team write that refreshes the team and project screens once it succeeds. */
function useTeamMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTeams(queryClient) });
}

export function setSeeking({ eventId, seeking }: { eventId: string; seeking: boolean }) {
  return unwrap(api.PUT('/api/events/{eventId}/seeking', { params: { path: { eventId } }, body: { seeking } }));
}

export function updateListing({
  projectId,
  lookingFor,
  open,
}: {
  projectId: string;
  lookingFor: string;
  open: boolean;
}) {
  return unwrap(
    api.PUT('/api/projects/{projectId}/team/listing', { params: { path: { projectId } }, body: { lookingFor, open } }),
  );
}

export function inviteMember({ projectId, email }: { projectId: string; email: string }) {
  return unwrap(
    api.POST('/api/projects/{projectId}/team/invitations', { params: { path: { projectId } }, body: { email } }),
  );
}

export function revokeInvitation({ projectId, invitationId }: { projectId: string; invitationId: string }) {
  return unwrap(
    api.DELETE('/api/projects/{projectId}/team/invitations/{invitationId}', {
      params: { path: { projectId, invitationId } },
    }),
  );
}

export function requestToJoin({ projectId, message }: { projectId: string; message: string }) {
  return unwrap(
    api.POST('/api/projects/{projectId}/team/join-requests', { params: { path: { projectId } }, body: { message } }),
  );
}

export interface JoinRequestDecision {
  projectId: string;
  requestId: string;
  accept: boolean;
}

export function decideJoinRequest({ projectId, requestId, accept }: JoinRequestDecision) {
  const params = { path: { projectId, requestId } };
  return accept
    ? unwrap(api.POST('/api/projects/{projectId}/team/join-requests/{requestId}/accept', { params }))
    : unwrap(api.POST('/api/projects/{projectId}/team/join-requests/{requestId}/decline', { params }));
}

export function leaveTeam(projectId: string) {
  return unwrap(api.POST('/api/projects/{projectId}/team/leave', { params: { path: { projectId } } }));
}

export function removeMember({ projectId, userId }: { projectId: string; userId: string }) {
  return unwrap(
    api.DELETE('/api/projects/{projectId}/team/members/{userId}', { params: { path: { projectId, userId } } }),
  );
}

export function transferOwnership({ projectId, userId }: { projectId: string; userId: string }) {
  return unwrap(
    api.POST('/api/projects/{projectId}/team/owner', { params: { path: { projectId } }, body: { userId } }),
  );
}

export const useSetSeeking = () => useTeamMutation(setSeeking);
export const useUpdateListing = () => useTeamMutation(updateListing);
export const useInviteMember = () => useTeamMutation(inviteMember);
export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
export const useRequestToJoin = () => useTeamMutation(requestToJoin);
export const useDecideJoinRequest = () => useTeamMutation(decideJoinRequest);
export const useLeaveTeam = () => useTeamMutation(leaveTeam);
export const useRemoveMember = () => useTeamMutation(removeMember);
export const useTransferOwnership = () => useTeamMutation(transferOwnership);

/** Find Teams' 'Invite': the person is named by id, since that list never shows emails. */
export function inviteSeeker({ projectId, userId }: { projectId: string; userId: string }) {
  return unwrap(
    api.POST('/api/projects/{projectId}/team/invitations', { params: { path: { projectId } }, body: { userId } }),
  );
}

export const useInviteSeeker = () => useTeamMutation(inviteSeeker);
