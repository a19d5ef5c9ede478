import { App, Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useCriteria, type Criterion } from '../../api/list-criteria';
import { useAddCriterion, useEditCriterion } from '../../api/save-criterion';
import { weightLabel } from '../../criterion-weight';
import { CriterionDialog } from './criterion-dialog';

const CRITERION_LABELS = { label: 'Criterion', weight: 'Weight', description: 'Description' };

export function CriteriaCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const criteria = useCriteria(eventId);
  const add = useAddCriterion(eventId);
  const edit = useEditCriterion(eventId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Criterion | null>(null);

  return (
    <Card
      title="Judging Criteria"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          Add Criterion
        </Button>
      }
    >
      <Table<Criterion>
        rowKey="id"
        size="small"
        pagination={false}
        loading={criteria.isPending}
        dataSource={criteria.data ?? []}
        locale={{
          emptyText: criteria.error ? 'Failed to fetch judging data' : 'No judging criteria defined',
        }}
        columns={[
          {
            key: 'label',
            title: 'Criterion',
            render: (_, criterion) => (
              <div>
                <div>{criterion.label}</div>
                {criterion.description ? (
                  <Typography.Text type="secondary">{criterion.description}</Typography.Text>
                ) : null}
              </div>
            ),
          },
          {
            key: 'weight',
            title: 'Weight',
            render: (_, criterion) =>
              criterion.weight <= 5 ? `${criterion.weight} - ${weightLabel(criterion.weight)}` : criterion.weight,
          },
          {
            key: 'edit',
            title: 'Edit',
            render: (_, criterion) => (
              <Button size="small" aria-label={`Edit ${criterion.label}`} onClick={() => setEditing(criterion)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <CriterionDialog
        title="Add Criterion"
        open={adding}
        busy={add.isPending}
        onCancel={() => setAdding(false)}
        onSubmit={(values, form) =>
          add.mutate(values, {
            onSuccess: () => {
              setAdding(false);
              notification.success({ title: 'Judging criterion added' });
            },
            onError: (error) =>
              showServerError(error, { title: 'Failed to add criterion', form, labels: CRITERION_LABELS }),
          })
        }
      />
      <CriterionDialog
        title="Edit Criterion"
        open={editing !== null}
        initial={
          editing ? { label: editing.label, weight: editing.weight, description: editing.description ?? '' } : undefined
        }
        busy={edit.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(values, form) =>
          editing &&
          edit.mutate(
            { criterionId: editing.id, ...values },
            {
              onSuccess: () => {
                setEditing(null);
                notification.success({ title: 'Judging criterion updated' });
              },
              onError: (error) =>
                showServerError(error, { title: 'Failed to update criterion', form, labels: CRITERION_LABELS }),
            },
          )
        }
      />
    </Card>
  );
}
