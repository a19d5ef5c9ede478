import { App, Button, Popconfirm } from 'antd';

import { useServerError } from '@/hooks/use-server-error';

import { useLeaveTeam } from '../api/manage-team';

/** A member leaves the team (the owner hands it over first). */
export function LeaveTeamButton({ projectId, teamTitle }: { projectId: string; teamTitle: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const leave = useLeaveTeam();
  return (
    <Popconfirm
      title={`Leave ${teamTitle}?`}
      description="You lose access to the project until someone invites you again."
      okText="Leave Team"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        leave.mutate(projectId, {
          onSuccess: () => notification.success({ title: `You left ${teamTitle}.` }),
          onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to leave the team.' }),
        })
      }
    >
      <Button danger loading={leave.isPending}>
        Leave Team
      </Button>
    </Popconfirm>
  );
}
