import { App, Button, List, Space, Typography } from 'antd';

import { useServerError } from '@/hooks/use-server-error';
import { formatInViewerZone } from '@/lib/event-dates';

import type { Team } from '../api/get-event-team';
import { useDecideJoinRequest } from '../api/manage-team';
import { isFull } from '../team-rules';
import styles from './team.module.css';

interface JoinRequestsProps {
  projectId: string;
  requests: Team['joinRequests'];
  openSeats: number | null;
}

/** Requests to join the owner's team, each with Accept and Decline; both sides are emailed. */
export function JoinRequests({ projectId, requests, openSeats }: JoinRequestsProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const decide = useDecideJoinRequest();
  const busy = (requestId: string, accept: boolean) =>
    decide.isPending && decide.variables?.requestId === requestId && decide.variables.accept === accept;

  const run = (requestId: string, name: string, accept: boolean) =>
    decide.mutate(
      { projectId, requestId, accept },
      {
        onSuccess: () =>
          notification.success({
            title: accept ? 'Request accepted' : 'Request declined',
            description: accept ? `${name} joined the team.` : `We let ${name} know.`,
          }),
        onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to answer the request.' }),
      },
    );

  return (
    <section aria-label="Join requests">
      <Typography.Title level={5}>Join requests</Typography.Title>
      <List
        size="small"
        dataSource={requests}
        rowKey="id"
        locale={{ emptyText: 'No requests to join.' }}
        renderItem={(request) => (
          <List.Item aria-label={`Request from ${request.name}`}>
            <div className={styles.row}>
              <div className={styles.text}>
                <List.Item.Meta
                  title={request.name}
                  description={
                    <>
                      {request.message ? <div>{request.message}</div> : null}
                      <Typography.Text type="secondary">{formatInViewerZone(request.createdAt)}</Typography.Text>
                    </>
                  }
                />
              </div>
              <Space size={4} wrap>
                <Button
                  size="small"
                  type="primary"
                  disabled={isFull(openSeats)}
                  title={isFull(openSeats) ? 'The team is full.' : undefined}
                  loading={busy(request.id, true)}
                  onClick={() => run(request.id, request.name, true)}
                >
                  Accept
                </Button>
                <Button
                  size="small"
                  loading={busy(request.id, false)}
                  onClick={() => run(request.id, request.name, false)}
                >
                  Decline
                </Button>
              </Space>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
