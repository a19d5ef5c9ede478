import { Empty, Table } from 'antd';

import { DateCell } from '@/components/date-cell';
import { StatusBadge } from '@/components/status-badge';
import { TrackBadges } from '@/components/track-badges';
import { formatInViewerZone } from '@/lib/event-dates';

import type { Submission } from '../api/get-project';

export function SubmissionStatusTag({ status }: { status: Submission['status'] }) {
  return <StatusBadge kind="submission" state={status} />;
}

export function LateTag({ late }: { late: boolean }) {
  return late ? <StatusBadge kind="submission" state="late" /> : null;
}

/** A submission's time in the viewer's zone, labelled: this list carries no event zone. */
export function formatSubmittedAt(iso: string): string {
  return formatInViewerZone(iso);
}

export function SubmissionHistory({ submissions }: { submissions: Submission[] }) {
  if (submissions.length === 0) return <Empty description="No submissions yet" />;
  return (
    <Table<Submission>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={submissions}
      scroll={{ x: true }}
      columns={[
        { title: 'Event', dataIndex: 'eventTitle' },
        { title: 'Track', dataIndex: 'track', render: (track: string) => <TrackBadges tracks={[track]} /> },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (_, submission) => (
            <>
              <SubmissionStatusTag status={submission.status} />
              <LateTag late={submission.late} />
            </>
          ),
        },
        {
          title: 'Submitted',
          dataIndex: 'submittedAt',
          render: (iso: string) => <DateCell>{formatSubmittedAt(iso)}</DateCell>,
        },
      ]}
    />
  );
}
