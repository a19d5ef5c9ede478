import { Alert, App, Button, Popconfirm, Space, Tag, Typography } from 'antd';

import { useServerError } from '@/hooks/use-server-error';

import { ButtonLink } from '@/components/button-link';

import { useChangeJudgingPhase } from '../../api/change-judging-phase';
import type { JudgingPhase } from '../../api/judging-types';
import { useChangeResults } from '../../api/publish-results';
import {
  hasLeaderboard,
  PHASE_ACTION_TEXT,
  PHASE_LABELS,
  phaseActions,
  RESULTS_ACTION_TEXT,
  resultsActions,
} from '../../judging-progress';

const PHASE_COLORS: Record<JudgingPhase, string> = {
  not_started: 'default',
  open: 'green',
  closed: 'orange',
  published: 'blue',
};

/** The judging state with the one step it may take, each confirmed first. */
interface StateBarProps {
  eventId: string;
  phase: JudgingPhase;
  version: number;
  submissionsMayArrive: boolean;
}

export function JudgingStateBar({ eventId, phase, version, submissionsMayArrive }: StateBarProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const change = useChangeJudgingPhase(eventId);
  const results = useChangeResults(eventId);
  const busy = change.isPending || results.isPending;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Text>Judging state:</Typography.Text>
        <Tag color={PHASE_COLORS[phase]} data-testid="judging-state">
          {PHASE_LABELS[phase]}
        </Tag>
        {phaseActions(phase).map((action) => {
          const text = PHASE_ACTION_TEXT[action];
          return (
            <Popconfirm
              key={action}
              title={text.button}
              description={text.confirm}
              okText={text.button}
              onConfirm={() =>
                change.mutate(
                  { action, expectedVersion: version },
                  {
                    onSuccess: () => notification.success({ title: text.done }),
                    onError: (error) => showServerError(error, { title: `Failed to ${text.button.toLowerCase()}` }),
                  },
                )
              }
            >
              <Button type={action === 'close' ? 'default' : 'primary'} loading={busy}>
                {text.button}
              </Button>
            </Popconfirm>
          );
        })}
        {resultsActions(phase).map((action) => {
          const text = RESULTS_ACTION_TEXT[action];
          return (
            <Popconfirm
              key={action}
              title={text.button}
              description={text.confirm}
              okText={text.button}
              okButtonProps={{ danger: action === 'withdraw' }}
              onConfirm={() =>
                results.mutate(
                  { action, expectedVersion: version },
                  {
                    onSuccess: () => notification.success({ title: text.done }),
                    onError: (error) => showServerError(error, { title: `Failed to ${text.button.toLowerCase()}` }),
                  },
                )
              }
            >
              <Button type={action === 'publish' ? 'primary' : 'default'} danger={action === 'withdraw'} loading={busy}>
                {text.button}
              </Button>
            </Popconfirm>
          );
        })}
        {hasLeaderboard(phase) ? (
          <ButtonLink to="/leaderboard/$eventId" params={{ eventId }} variant="link" color="primary">
            View Leaderboard
          </ButtonLink>
        ) : null}
      </Space>
      {submissionsMayArrive && phase !== 'published' ? (
        <Alert
          type="warning"
          showIcon
          title="The submission deadline (plus grace) has not passed: submissions may still arrive. Run 'Assign Submissions' again to cover them."
        />
      ) : null}
    </Space>
  );
}
