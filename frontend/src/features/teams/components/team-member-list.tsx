import { App, Button, List, Popconfirm, Space, Tag, Typography } from 'antd';

import { useServerError } from '@/hooks/use-server-error';
import { useSession } from '@/lib/session/session';

import type { TeamMember } from '../api/get-event-team';
import { useRemoveMember, useTransferOwnership } from '../api/manage-team';
import { sortMembers, teamRoleLabel } from '../team-rules';
import styles from './team.module.css';

interface TeamMemberListProps {
  projectId: string;
  members: readonly TeamMember[];
  /** The owner manages the team: 'Make Owner' and 'Remove' on every other member. */
  manage: boolean;
}

function MemberActions({ projectId, member }: { projectId: string; member: TeamMember }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const target = { projectId, userId: member.userId };
  return (
    <Space size={4} wrap>
      <Popconfirm
        title={`Make ${member.name} the owner?`}
        description="You stay on the team as a member."
        okText="Make Owner"
        onConfirm={() =>
          transfer.mutate(target, {
            onSuccess: () => notification.success({ title: `${member.name} is now the team owner.` }),
            onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to hand over the team.' }),
          })
        }
      >
        <Button size="small" loading={transfer.isPending}>
          Make Owner
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`Remove ${member.name} from the team?`}
        okText="Remove"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutate(target, {
            onSuccess: () => notification.success({ title: `${member.name} was removed from the team.` }),
            onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to remove the member.' }),
          })
        }
      >
        <Button size="small" danger loading={remove.isPending}>
          Remove
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The team's members with their roles, the owner first; the same list on the Team tab and the project page. */
export function TeamMemberList({ projectId, members, manage }: TeamMemberListProps) {
  const myId = useSession()?.user.id;
  return (
    <section aria-label="Team members">
      <List
        size="small"
        dataSource={sortMembers(members)}
        rowKey="userId"
        renderItem={(member) => (
          <List.Item>
            <div className={styles.row}>
              <Space wrap size={8} className={styles.text}>
                <Typography.Text strong>{member.name}</Typography.Text>
                <Tag color={member.role === 'owner' ? 'gold' : 'blue'}>{teamRoleLabel(member.role)}</Tag>
                {member.userId === myId ? <Typography.Text type="secondary">(you)</Typography.Text> : null}
              </Space>
              {manage && member.role !== 'owner' ? <MemberActions projectId={projectId} member={member} /> : null}
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
