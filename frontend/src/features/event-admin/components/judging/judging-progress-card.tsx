import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Progress, Skeleton, Space, Typography } from 'antd';

import { DateCell } from '@/components/date-cell';
import { WideTable } from '@/components/wide-table';
import { useStaffDates } from '@/hooks/use-staff-dates';
import { progressPercent } from '@/lib/judging-progress';

import { judgingOverviewQueryOptions } from '../../api/get-judging-overview';
import type { DeclaredConflict, JudgeLoad, JudgingOverview } from '../../api/judging-types';
import { declaredConflictsQueryOptions } from '../../api/list-declared-conflicts';
import { judgeDisplayName } from '../../criterion-weight';
import { coverageText } from '../../judging-progress';
import { AssignSubmissionsForm } from './assign-submissions-form';
import { AssignmentMatrix } from './assignment-matrix';
import { ExportScoresButton } from './export-scores-button';
import { JudgingCloseDate } from './judging-close-date';
import { JudgingStateBar } from './judging-state-card';

function Coverage({ overview }: { overview: JudgingOverview }) {
  const { fullyReviewed, submissions } = overview.coverage;
  return (
    <div style={{ maxWidth: 480 }}>
      <Typography.Text strong data-testid="judging-coverage">
        {coverageText(fullyReviewed, submissions)}
      </Typography.Text>
      <Progress percent={progressPercent(fullyReviewed, submissions)} aria-label="Coverage" />
    </div>
  );
}

function DeclaredConflicts({ eventId }: { eventId: string }) {
  const conflicts = useQuery(declaredConflictsQueryOptions(eventId));
  const staffDate = useStaffDates();
  return (
    <section aria-label="Declared conflicts">
      <h3>Declared conflicts</h3>
      <WideTable<DeclaredConflict>
        label="Declared conflicts table"
        rowKey="id"
        size="small"
        pagination={false}
        loading={conflicts.isPending}
        dataSource={conflicts.data ?? []}
        locale={{ emptyText: conflicts.isError ? 'Failed to fetch judging data' : 'No conflicts declared' }}
        columns={[
          { key: 'judge', title: 'Judge', dataIndex: 'judgeName' },
          { key: 'team', title: 'Team', dataIndex: 'projectTitle' },
          { key: 'reason', title: 'Reason', dataIndex: 'reason' },
          {
            key: 'declared',
            title: 'Declared',
            render: (_, conflict) => <DateCell>{staffDate(conflict.declaredAt, conflict.eventId)}</DateCell>,
          },
        ]}
      />
    </section>
  );
}

/** The Judging tab's judging run: state, assignment, coverage, per-judge counts, matrix, conflicts, export. */
export function JudgingProgressCard({ eventId }: { eventId: string }) {
  const overview = useQuery(judgingOverviewQueryOptions(eventId));

  if (overview.isPending)
    return (
      <Card title="Judging Progress">
        <Skeleton active />
      </Card>
    );
  if (overview.isError)
    return (
      <Card title="Judging Progress">
        <Alert type="error" showIcon title="Failed to fetch judging data" />
      </Card>
    );

  const data = overview.data;
  return (
    <Card title="Judging Progress" extra={<ExportScoresButton eventId={eventId} />}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <JudgingStateBar
          eventId={eventId}
          phase={data.phase}
          version={data.version}
          submissionsMayArrive={data.submissionsMayArrive}
        />
        <JudgingCloseDate eventId={eventId} closesAt={data.closesAt} />
        <AssignSubmissionsForm
          eventId={eventId}
          initial={{ reviewsPerSubmission: data.reviewsPerSubmission, sameDomainConflicts: data.sameDomainConflicts }}
        />
        <Coverage overview={data} />
        <section aria-label="Per judge">
          <h3>Per judge</h3>
          <WideTable<JudgeLoad>
            label="Per judge table"
            rowKey="judgeId"
            size="small"
            pagination={false}
            dataSource={data.judges}
            locale={{ emptyText: 'No judges assigned' }}
            columns={[
              {
                key: 'judge',
                title: 'Judge',
                render: (_, judge) => (
                  <div>
                    <div>{judgeDisplayName({ userId: judge.judgeId, name: judge.name })}</div>
                    <Typography.Text type="secondary">{judge.email}</Typography.Text>
                  </div>
                ),
              },
              { key: 'assigned', title: 'Assigned', dataIndex: 'assigned' },
              { key: 'completed', title: 'Completed', dataIndex: 'completed' },
              { key: 'recused', title: 'Recused', dataIndex: 'recused' },
            ]}
          />
        </section>
        <section aria-label="Assignments">
          <h3>Assignments</h3>
          {data.judges.length === 0 ? (
            <Empty description="Add judges to assign submissions." />
          ) : (
            <AssignmentMatrix eventId={eventId} overview={data} />
          )}
        </section>
        <DeclaredConflicts eventId={eventId} />
      </Space>
    </Card>
  );
}
