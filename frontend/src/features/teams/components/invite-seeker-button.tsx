import { App, Button } from 'antd';

import { useServerError } from '@/hooks/use-server-error';

import type { TeamSeeker } from '../api/find-teams';
import { useInviteSeeker } from '../api/manage-team';
import { seekerName } from '../team-rules';

/** An owner with a free seat invites someone looking for a team (by user, since the list never shows emails). */
export function InviteSeekerButton({ projectId, seeker }: { projectId: string; seeker: TeamSeeker }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const invite = useInviteSeeker();
  return (
    <Button
      type="primary"
      loading={invite.isPending}
      onClick={() =>
        invite.mutate(
          { projectId, userId: seeker.userId },
          {
            onSuccess: () =>
              notification.success({
                title: 'Invitation sent',
                description: `We emailed ${seekerName(seeker)} your invitation.`,
              }),
            onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to send the invitation.' }),
          },
        )
      }
    >
      Invite
    </Button>
  );
}
