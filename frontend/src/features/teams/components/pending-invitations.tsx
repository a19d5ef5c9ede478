import { App, Button, List, Popconfirm, Typography } from 'antd';

import { useServerError } from '@/hooks/use-server-error';
import { formatInViewerZone } from '@/lib/event-dates';

import type { Team } from '../api/get-event-team';
import { useRevokeInvitation } from '../api/manage-team';
import styles from './team.module.css';

interface PendingInvitationsProps {
  projectId: string;
  invitations: Team['invitations'];
}

/**
 * Who an invitation is for: the person's name for someone picked from 'People looking for a team'
 * (the server sends their email masked), else the email the owner typed.
 */
function inviteeLabel(invitation: Team['invitations'][number]): string {
  return invitation.name === null ? invitation.email : `${invitation.name} (${invitation.email})`;
}

/** The owner's invitations that nobody answered yet, each revocable. */
export function PendingInvitations({ projectId, invitations }: PendingInvitationsProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const revoke = useRevokeInvitation();
  return (
    <section aria-label="Pending invitations">
      <Typography.Title level={5}>Pending invitations</Typography.Title>
      <List
        size="small"
        dataSource={invitations}
        rowKey="id"
        locale={{ emptyText: 'No pending invitations.' }}
        renderItem={(invitation) => (
          <List.Item>
            <div className={styles.row}>
              <div className={styles.text}>
                <List.Item.Meta
                  title={inviteeLabel(invitation)}
                  description={`Sent ${formatInViewerZone(invitation.createdAt)}, expires ${formatInViewerZone(invitation.expiresAt)}`}
                />
              </div>
              <Popconfirm
                title={`Revoke the invitation to ${invitation.name ?? invitation.email}?`}
                okText="Revoke"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  revoke.mutate(
                    { projectId, invitationId: invitation.id },
                    {
                      onSuccess: () => notification.success({ title: 'Invitation revoked' }),
                      onError: (error) =>
                        showServerError(error, { title: 'Error', fallback: 'Failed to revoke the invitation.' }),
                    },
                  )
                }
              >
                <Button size="small" loading={revoke.isPending && revoke.variables?.invitationId === invitation.id}>
                  Revoke
                </Button>
              </Popconfirm>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
