import { Button, Card } from 'antd';

import { WideTable } from '@/components/wide-table';

import { useCriteria, type Criterion } from '../../api/list-criteria';
import { useAddCriterion, useEditCriterion } from '../../api/save-criterion';
import { weightText } from '../../criterion-weight';
import { CriterionLabel, useCriterionDialogs } from './criterion-dialog';

export function CriteriaCard({ eventId }: { eventId: string }) {
  const criteria = useCriteria(eventId);
  const add = useAddCriterion(eventId);
  const edit = useEditCriterion(eventId);
  const criterionDialogs = useCriterionDialogs('Judging criterion', add, edit);

  return (
    <Card
      title="Judging Criteria"
      extra={
        <Button type="primary" onClick={criterionDialogs.openAdd}>
          Add Criterion
        </Button>
      }
    >
      <WideTable<Criterion>
        label="Judging criteria table"
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
            render: (_, criterion) => <CriterionLabel criterion={criterion} />,
          },
          {
            key: 'weight',
            title: 'Weight',
            render: (_, criterion) => weightText(criterion.weight),
          },
          {
            key: 'edit',
            title: 'Edit',
            render: (_, criterion) => (
              <Button
                size="small"
                aria-label={`Edit ${criterion.label}`}
                onClick={() => criterionDialogs.openEdit(criterion)}
              >
                Edit
              </Button>
            ),
          },
        ]}
      />
      {criterionDialogs.dialogs}
    </Card>
  );
}
