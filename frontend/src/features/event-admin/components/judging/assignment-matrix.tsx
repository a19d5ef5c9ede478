import { App, Button, Popconfirm, Space, Tooltip, Typography } from 'antd';

import { LookBadge } from '@/components/status-badge';
import { WideTable } from '@/components/wide-table';
import { statusLook } from '@/design/status-look';
import { useServerError } from '@/hooks/use-server-error';

import { useAddAssignment, useRemoveAssignment } from '../../api/change-assignment';
import { judgeDisplayName } from '../../criterion-weight';
import type { JudgeLoad, JudgingOverview, MatrixCell, MatrixSubmission } from '../../api/judging-types';
import { cellKey, indexCells } from '../../judging-progress';

type Submission = MatrixSubmission;
type Judge = JudgeLoad;
type Assignment = MatrixCell;

interface MatrixProps {
  eventId: string;
  overview: JudgingOverview;
}

/** Submissions x judges: each cell's state, with adding and removing one assignment. */
export function AssignmentMatrix({ eventId, overview }: MatrixProps) {
  const { notification, modal } = App.useApp();
  const showServerError = useServerError();
  const add = useAddAssignment(eventId);
  const remove = useRemoveAssignment(eventId);
  const cells = indexCells(overview.cells);

  const removeCell = (assignment: Assignment, confirm: boolean) =>
    remove.mutateAsync({ assignmentId: assignment.assignmentId, confirm }).then(
      () => notification.success({ title: 'Assignment removed' }),
      (error: unknown) => showServerError(error, { title: 'Failed to remove assignment' }),
    );

  const renderCell = (submission: Submission, judge: Judge) => {
    const name = judgeDisplayName({ userId: judge.judgeId, name: judge.name });
    const assignment = cells.get(cellKey(submission.submissionId, judge.judgeId));
    if (!assignment)
      return (
        <Tooltip title={`Assign ${name}`}>
          <Button
            size="small"
            type="text"
            aria-label={`Assign ${name} (${judge.email}) to ${submission.title}`}
            loading={
              add.isPending &&
              add.variables?.judgeId === judge.judgeId &&
              add.variables.submissionId === submission.submissionId
            }
            onClick={() =>
              add.mutate(
                { submissionId: submission.submissionId, judgeId: judge.judgeId },
                {
                  onSuccess: () => notification.success({ title: 'Assignment added' }),
                  onError: (error) => showServerError(error, { title: 'Failed to add assignment' }),
                },
              )
            }
          >
            +
          </Button>
        </Tooltip>
      );
    const look = statusLook('assignment', assignment.state);
    const label = `Remove ${name} (${judge.email}) from ${submission.title}`;
    return (
      <Space size={2} data-testid="matrix-cell" data-state={assignment.state}>
        <LookBadge
          look={assignment.total === null ? look : { ...look, label: `${look.label} ${assignment.total.toFixed(2)}` }}
          kind="assignment"
        />
        {assignment.hasScores ? (
          <Button
            size="small"
            type="text"
            aria-label={label}
            onClick={() => {
              modal.confirm({
                title: 'Remove a scored assignment?',
                content: `${name} has scored ${submission.title}. The scores stay in the audit trail but no longer count.`,
                okText: 'Remove',
                okButtonProps: { danger: true },
                onOk: () => removeCell(assignment, true),
              });
            }}
          >
            ×
          </Button>
        ) : (
          <Popconfirm
            title="Remove this assignment?"
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={() => void removeCell(assignment, false)}
          >
            <Button size="small" type="text" aria-label={label}>
              ×
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

  return (
    <WideTable<Submission>
      label="Assignment matrix table"
      rowKey="submissionId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={overview.submissions}
      aria-label="Assignment matrix"
      locale={{ emptyText: 'No submissions yet' }}
      columns={[
        {
          key: 'submission',
          title: 'Submission',
          fixed: 'left',
          render: (_, submission) => submission.title,
        },
        ...overview.judges.map((judge) => ({
          key: judge.judgeId,
          title: (
            <div>
              <div>{judgeDisplayName({ userId: judge.judgeId, name: judge.name })}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                {judge.email}
              </Typography.Text>
            </div>
          ),
          render: (_: unknown, submission: Submission) => renderCell(submission, judge),
        })),
      ]}
    />
  );
}
