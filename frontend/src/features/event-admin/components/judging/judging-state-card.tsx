import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space } from 'antd';

import { useServerError } from '@/hooks/use-server-error';

import { ButtonLink } from '@/components/button-link';
import { StatusBadge } from '@/components/status-badge';

import { useChangeJudgingPhase } from '../../api/change-judging-phase';
import type { JudgingPhase } from '../../api/judging-types';
import { useChangeResults } from '../../api/publish-results';
import { winnersQueryOptions } from '../../api/list-winners';
import {
  hasLeaderboard,
  PHASE_ACTION_TEXT,
  phaseActions,
  publishConfirmText,
  RESULTS_ACTION_TEXT,
  resultsActions,
} from '../../judging-progress';

interface StepCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

interface ConfirmedStepProps {
  text: { button: string; confirm: string; done: string };
  look: 'primary' | 'default' | 'danger';
  busy: boolean;
  /** Runs the step's mutation with these callbacks. */
  run: (callbacks: StepCallbacks) => void;
}

/** A phase or results step: a button, confirmed in a popover, with its toast either way. */
function ConfirmedStep({ text, look, busy, run }: ConfirmedStepProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  return (
    <Popconfirm
      title={text.button}
      description={text.confirm}
      okText={text.button}
      okButtonProps={{ danger: look === 'danger' }}
      onConfirm={() =>
        run({
          onSuccess: () => notification.success({ title: text.done }),
          onError: (error) => showServerError(error, { title: `Failed to ${text.button.toLowerCase()}` }),
        })
      }
    >
      <Button type={look === 'primary' ? 'primary' : 'default'} danger={look === 'danger'} loading={busy}>
        {text.button}
      </Button>
    </Popconfirm>
  );
}

/** The judging state with the steps it may take (phase, results), each confirmed first. */
interface StateBarProps {
  eventId: string;
  phase: JudgingPhase;
  version: number;
  submissionsMayArrive: boolean;
}

export function JudgingStateBar({ eventId, phase, version, submissionsMayArrive }: StateBarProps) {
  const change = useChangeJudgingPhase(eventId);
  const results = useChangeResults(eventId);
  const busy = change.isPending || results.isPending;
  const offersPublish = resultsActions(phase).includes('publish');
  const winners = useQuery({ ...winnersQueryOptions(eventId), enabled: offersPublish });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap align="center">
        <StatusBadge kind="judgingPhase" state={phase} data-testid="judging-state" />
        {phaseActions(phase).map((action) => (
          <ConfirmedStep
            key={action}
            text={PHASE_ACTION_TEXT[action]}
            look={action === 'close' ? 'default' : 'primary'}
            busy={busy}
            run={(callbacks) => change.mutate({ action, expectedVersion: version }, callbacks)}
          />
        ))}
        {resultsActions(phase).map((action) => (
          <ConfirmedStep
            key={action}
            text={
              action === 'publish'
                ? { ...RESULTS_ACTION_TEXT.publish, confirm: publishConfirmText(winners.data?.length) }
                : RESULTS_ACTION_TEXT[action]
            }
            look={action === 'publish' ? 'primary' : 'danger'}
            busy={busy}
            run={(callbacks) => results.mutate({ action, expectedVersion: version }, callbacks)}
          />
        ))}
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
