import { Tag } from 'antd';

import { assignmentStatusLabel, type AssignmentState } from '@/lib/judging-progress';

const COLORS: Record<AssignmentState, string> = { assigned: 'gold', completed: 'green', recused: 'default' };

export function AssignmentStatusTag({ state }: { state: AssignmentState }) {
  return (
    <Tag color={COLORS[state]} data-testid="assignment-status">
      {assignmentStatusLabel(state)}
    </Tag>
  );
}
