import { Tag } from 'antd';

import type { JudgingPhase } from '../api/types';

const PHASES: Record<JudgingPhase, { label: string; color: string }> = {
  not_started: { label: 'Not started', color: 'default' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'orange' },
  published: { label: 'Published', color: 'blue' },
};

/** An event's judging state as a small tag. */
export function JudgingPhaseTag({ phase }: { phase: JudgingPhase }) {
  const view = PHASES[phase];
  return (
    <Tag color={view.color} data-testid="judging-phase">
      Judging: {view.label}
    </Tag>
  );
}
