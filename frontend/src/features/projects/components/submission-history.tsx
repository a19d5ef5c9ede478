import { Empty, Table, Tag } from 'antd';

import { TrackBadges } from '@/components/track-badges';
import { formatInEventZone } from '@/lib/event-dates';

import type { Submission } from '../api/get-project';

const STATUS_COLORS: Record<Submission['status'], string> = { submitted: 'blue', judged: 'purple', winner: 'gold' };
const STATUS_LABELS: Record<Submission['status'], string> = {
  submitted: 'Submitted',
  judged: 'Judged',
  winner: 'Winner',
};

export function SubmissionStatusTag({ status }: { status: Submission['status'] }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

export function LateTag({ late }: { late: boolean }) {
  return late ? <Tag color="orange">Late</Tag> : null;
}

/** The viewer's own time zone: a submission has no event zone of its own in this list. */
const VIEWER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function formatSubmittedAt(iso: string): string {
  return formatInEventZone(iso, VIEWER_ZONE);
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
        { title: 'Submitted', dataIndex: 'submittedAt', render: (iso: string) => formatSubmittedAt(iso) },
      ]}
    />
  );
}
