import { Alert, App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';

import { WideTable } from '@/components/wide-table';
import { useServerError } from '@/hooks/use-server-error';

import {
  useAddReviewCriterion,
  useEditReviewCriterion,
  useRemoveReviewCriterion,
  useReorderReviewCriteria,
  useReviewRubric,
  type ReviewCriterion,
} from '../../api/review-setup';
import { weightText } from '../../criterion-weight';
import { CriterionLabel, useCriterionDialogs } from '../bootstrap/criterion-dialog';

const LOCKED =
  'Reviews have been saved: criteria can no longer be added, removed or reweighted. Their wording and order can still change.';

/** The Review tab's rubric: the weighted criteria reviewers score 1-5, in order (judging's criterion form). */
export function ReviewRubricCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const rubric = useReviewRubric(eventId);
  const add = useAddReviewCriterion(eventId);
  const edit = useEditReviewCriterion(eventId);
  const remove = useRemoveReviewCriterion(eventId);
  const reorder = useReorderReviewCriteria(eventId);
  const criterionDialogs = useCriterionDialogs('Review criterion', add, edit);
  // The row whose move is under way, so only that one spins.
  const [movingId, setMovingId] = useState<string | null>(null);
  const criteria = rubric.data?.criteria ?? [];
  const locked = rubric.data?.locked ?? false;

  const move = (index: number, by: -1 | 1) => {
    const ids = criteria.map((criterion) => criterion.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setMovingId(moved);
    reorder.mutate(ids, {
      onSuccess: () => notification.success({ title: 'Rubric reordered' }),
      onError: (error) => showServerError(error, { title: 'Failed to reorder the rubric' }),
      onSettled: () => setMovingId(null),
    });
  };

  return (
    <Card
      title="Review Rubric"
      extra={
        <Button
          type="primary"
          onClick={criterionDialogs.openAdd}
          disabled={locked || rubric.isPending || Boolean(rubric.error)}
        >
          Add Criterion
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          Reviewers score each criterion from 1 (Poor) to 5 (Excellent); the total weighs them by importance.
        </Typography.Text>
        {locked ? <Alert type="info" showIcon title={LOCKED} /> : null}
        {rubric.error ? (
          <Alert
            type="error"
            showIcon
            title="Failed to load the rubric"
            action={
              <Button size="small" onClick={() => void rubric.refetch()}>
                Retry
              </Button>
            }
          />
        ) : null}
        <WideTable<ReviewCriterion>
          label="Review rubric table"
          rowKey="id"
          size="small"
          pagination={false}
          loading={rubric.isPending}
          dataSource={criteria}
          locale={{ emptyText: rubric.error ? 'Failed to load the rubric' : 'No criteria yet' }}
          columns={[
            {
              key: 'order',
              title: 'Order',
              render: (_, criterion, index) => (
                <Space size={4}>
                  <span>{criterion.position}</span>
                  <Button
                    size="small"
                    aria-label={`Move up ${criterion.label}`}
                    disabled={index === 0 || reorder.isPending}
                    loading={reorder.isPending && movingId === criterion.id}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Move down ${criterion.label}`}
                    disabled={index === criteria.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                </Space>
              ),
            },
            {
              key: 'label',
              title: 'Criterion',
              render: (_, criterion) => <CriterionLabel criterion={criterion} />,
            },
            { key: 'weight', title: 'Weight', render: (_, criterion) => weightText(criterion.weight) },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, criterion) => (
                <Space size={4}>
                  <Button
                    size="small"
                    aria-label={`Edit ${criterion.label}`}
                    onClick={() => criterionDialogs.openEdit(criterion)}
                  >
                    Edit
                  </Button>
                  <Popconfirm
                    title={`Remove ${criterion.label}?`}
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutate(criterion.id, {
                        onSuccess: () => notification.success({ title: 'Review criterion removed' }),
                        onError: (error) => showServerError(error, { title: 'Failed to remove criterion' }),
                      })
                    }
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={`Remove ${criterion.label}`}
                      disabled={locked}
                      loading={remove.isPending && remove.variables === criterion.id}
                    >
                      Remove
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      {criterionDialogs.dialogs}
    </Card>
  );
}
