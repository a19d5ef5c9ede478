import { useQuery } from '@tanstack/react-query';
import { App, AutoComplete, Button, Card, Input, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';

import { WideTable } from '@/components/wide-table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useServerError } from '@/hooks/use-server-error';

import { type JudgeChoice, useAddJudge, useRemoveJudge } from '../../api/assign-judge';
import { judgingOverviewQueryOptions } from '../../api/get-judging-overview';
import { useJudges } from '../../api/list-judges';
import { useJudgeCandidates } from '../../api/search-judge-candidates';
import { judgeDisplayName } from '../../criterion-weight';
import { readJudgeInput } from '../../judge-input';
import { removeJudgeWarning } from '../../remove-judge-warning';

interface JudgeRow {
  key: string;
  name: string;
  email: string;
  userId?: string;
}

/** What the name search shows under the input, if anything. */
function candidatesHint(searching: boolean, found: number | undefined, failed: boolean): string | null {
  if (failed) return 'Failed to search judges by name.';
  if (searching || found === undefined) return 'Searching by name…';
  if (found === 0) return 'No one found by that name. Enter their email instead.';
  return 'Pick the judge from the list, or enter their email.';
}

export function JudgesCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const judges = useJudges(eventId);
  const add = useAddJudge(eventId);
  const remove = useRemoveJudge(eventId);
  // The judging run's per-judge counts (the same query as the progress card below): a judge's
  // completed assignments are their saved sheets, which removing them drops from the results.
  const overview = useQuery(judgingOverviewQueryOptions(eventId));
  const savedSheets = new Map((overview.data?.judges ?? []).map((judge) => [judge.judgeId, judge.completed]));
  const [query, setQuery] = useState('');
  const input = readJudgeInput(query);
  // A name is searched once typing pauses; an email is never searched, it is added as typed.
  const searchedName = useDebouncedValue(input.kind === 'name' ? input.name : '');
  const candidates = useJudgeCandidates(input.kind === 'name' ? searchedName : '');
  const searching = input.kind === 'name' && (searchedName !== input.name || candidates.isFetching);
  const candidateIds = new Set((candidates.data ?? []).map((candidate) => candidate.userId));

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

  const addJudge = (judge: JudgeChoice) =>
    add.mutate(judge, {
      onSuccess: () => {
        setQuery('');
        notification.success({ title: 'Judge added successfully' });
      },
      onError: (error) => showServerError(error, { title: 'Failed to add judge', labels: { email: 'Judge email' } }),
    });

  const addTypedEmail = () => {
    if (input.kind === 'email') addJudge({ email: input.email });
  };

  const options =
    input.kind === 'name'
      ? (candidates.data ?? []).map((candidate) => ({
          value: candidate.userId,
          label: (
            <Space size="small">
              <span>{candidate.name}</span>
              <Typography.Text type="secondary">{candidate.maskedEmail}</Typography.Text>
            </Space>
          ),
        }))
      : [];

  return (
    <Card title="Event Judges">
      <Space orientation="vertical" size={4} style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}>
        <Space.Compact style={{ width: '100%' }}>
          <AutoComplete
            style={{ width: '100%' }}
            value={query}
            options={options}
            // Picking a person fires onChange with their id too: the input keeps the typed name.
            onChange={(text: string) => {
              if (!candidateIds.has(text)) setQuery(text);
            }}
            onSelect={(userId: string) => addJudge({ userId })}
            notFoundContent={input.kind === 'name' && searching ? <Spin size="small" /> : null}
          >
            <Input placeholder="Judge email or name" aria-label="Judge email or name" onPressEnter={addTypedEmail} />
          </AutoComplete>
          <Button type="primary" onClick={addTypedEmail} loading={add.isPending} disabled={input.kind !== 'email'}>
            Add Judge
          </Button>
        </Space.Compact>
        {input.kind === 'name' ? (
          <Typography.Text type="secondary" aria-live="polite">
            {candidatesHint(searching, candidates.data?.length, candidates.isError)}
          </Typography.Text>
        ) : null}
      </Space>
      <WideTable<JudgeRow>
        label="Judges table"
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
                <div>
                  <Typography.Text type="secondary">{row.email}</Typography.Text>
                </div>
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
            render: (_, row) => {
              const { userId } = row;
              if (!userId) return null;
              const warning = removeJudgeWarning(
                row.name,
                overview.isSuccess ? (savedSheets.get(userId) ?? 0) : undefined,
              );
              return (
                <Popconfirm
                  title={warning.title}
                  description={warning.description}
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutate(userId, {
                      onSuccess: () => notification.success({ title: 'Judge removed successfully' }),
                      onError: (error) => showServerError(error, { title: 'Failed to remove judge' }),
                    })
                  }
                >
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove ${row.name}`}
                    loading={remove.isPending && remove.variables === userId}
                  >
                    Remove
                  </Button>
                </Popconfirm>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
