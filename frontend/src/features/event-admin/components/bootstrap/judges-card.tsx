import { App, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';

import { useAddJudge, useRemoveJudge } from '../../api/assign-judge';
import { useJudges } from '../../api/list-judges';
import { judgeDisplayName } from '../../criterion-weight';

interface JudgeRow {
  key: string;
  name: string;
  email: string;
  userId?: string;
}

export function JudgesCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const judges = useJudges(eventId);
  const add = useAddJudge(eventId);
  const remove = useRemoveJudge(eventId);
  const [query, setQuery] = useState('');

  const rows: JudgeRow[] = [
    ...(judges.data?.judges ?? []).map((judge) => ({
      key: judge.userId,
      name: judgeDisplayName(judge),
      email: judge.email,
      userId: judge.userId,
    })),
    // Judges named in the wizard who have no account yet.
    ...(judges.data?.invitations ?? []).map((invite) => ({
      key: `invite-${invite.email}`,
      name: invite.name ?? invite.email,
      email: invite.email,
    })),
  ];

  const submit = () => {
    const text = query.trim();
    if (text === '') return;
    add.mutate(text, {
      onSuccess: () => {
        setQuery('');
        notification.success({ title: 'Judge added successfully' });
      },
      onError: (error) => notification.error({ title: 'Failed to add judge', description: error.message }),
    });
  };

  return (
    <Card title="Event Judges">
      <Space.Compact style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}>
        <Input
          placeholder="Judge email or name"
          aria-label="Judge email or name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onPressEnter={submit}
        />
        <Button type="primary" onClick={submit} loading={add.isPending} disabled={query.trim() === ''}>
          Add Judge
        </Button>
      </Space.Compact>
      <Table<JudgeRow>
        rowKey="key"
        size="small"
        pagination={false}
        loading={judges.isPending}
        dataSource={rows}
        locale={{ emptyText: judges.error ? 'Failed to fetch judging data' : 'No judges assigned' }}
        columns={[
          {
            key: 'judge',
            title: 'Judge',
            render: (_, row) => (
              <div>
                <div>{row.name}</div>
                <div style={{ color: 'rgba(0,0,0,0.45)' }}>{row.email}</div>
              </div>
            ),
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, row) => (row.userId ? <Tag color="green">Active</Tag> : <Tag>Invited</Tag>),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, row) =>
              row.userId && (
                <Button
                  size="small"
                  danger
                  aria-label={`Remove ${row.name}`}
                  loading={remove.isPending && remove.variables === row.userId}
                  onClick={() =>
                    row.userId &&
                    remove.mutate(row.userId, {
                      onSuccess: () => notification.success({ title: 'Judge removed successfully' }),
                      onError: (error) =>
                        notification.error({ title: 'Failed to remove judge', description: error.message }),
                    })
                  }
                >
                  Remove
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
