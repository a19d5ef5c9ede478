import { Alert, Badge, Button, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';
import { useStaffDates } from '@/hooks/use-staff-dates';

import { SUBMISSIONS_PAGE_SIZE, useAdminSubmissions, type AdminSubmission } from '../../api/list-submissions';
import type { BootstrapSearch } from '../../bootstrap-search';
import { teamSize, trackLabel } from '../../submission-rules';
import { TrackTags } from '../status-tag';
import { SubmissionDrawer } from './submission-drawer';
import { SubmissionStatus } from './submission-status';

interface SubmissionsTabProps {
  search: BootstrapSearch;
  onSearchChange: (patch: BootstrapSearch) => void;
}

const ALL = '';

/** Every submission, filtered by event and track, paged by the server; all of it held in the URL. */
export function SubmissionsTab({ search, onSearchChange }: SubmissionsTabProps) {
  const page = search.subPage ?? 1;
  const submissions = useAdminSubmissions({ eventId: search.subEvent, track: search.track, page });
  const events = useAdminEvents();
  const staffDate = useStaffDates();
  const [openId, setOpenId] = useState<string>();
  const total = submissions.data?.total ?? 0;
  // A track picked from the URL stays choosable even before (or without) the list naming it.
  const tracks = [...new Set([...(submissions.data?.tracks ?? []), ...(search.track ? [search.track] : [])])];

  const columns: TableColumnsType<AdminSubmission> = [
    {
      key: 'project',
      title: 'Project',
      render: (_, submission) => (
        <div>
          <Typography.Text strong>{submission.snapshot.title}</Typography.Text>
          {submission.snapshot.tagline && (
            <div>
              <Typography.Text type="secondary">{submission.snapshot.tagline}</Typography.Text>
            </div>
          )}
          <Space size={4} wrap style={{ marginTop: 4 }}>
            {submission.snapshot.demoUrl && <Tag color="green">Demo</Tag>}
            {submission.snapshot.repoUrl && <Tag color="geekblue">Code</Tag>}
            <Tag>Team: {teamSize(submission)}</Tag>
          </Space>
        </div>
      ),
    },
    { key: 'event', title: 'Event', dataIndex: 'eventTitle' },
    { key: 'track', title: 'Track', render: (_, submission) => <TrackTags tracks={[submission.track]} /> },
    {
      key: 'status',
      title: 'Status',
      render: (_, submission) => <SubmissionStatus status={submission.status} late={submission.late} />,
    },
    {
      key: 'submitted',
      title: 'Submitted',
      render: (_, submission) => staffDate(submission.submittedAt, submission.eventId),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, submission) => (
        <Space size={4} wrap>
          <Button
            size="small"
            onClick={() => setOpenId(submission.id)}
            aria-label={`View ${submission.snapshot.title}`}
          >
            View
          </Button>
          <OpenLinkButton href={submission.snapshot.demoUrl} label={`Open demo of ${submission.snapshot.title}`}>
            Demo
          </OpenLinkButton>
          <OpenLinkButton href={submission.snapshot.repoUrl} label={`Open code of ${submission.snapshot.title}`}>
            Code
          </OpenLinkButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }} align="center">
        <Select
          aria-label="Filter by event"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 240 }}
          value={search.subEvent ?? ALL}
          loading={events.isPending}
          options={[
            { value: ALL, label: 'All Events' },
            ...(events.data ?? []).map((event) => ({ value: event.id, label: event.title })),
          ]}
          // Another event has other tracks: the track filter and the page start over.
          onChange={(value: string) =>
            onSearchChange({ subEvent: value || undefined, track: undefined, subPage: undefined })
          }
        />
        <Select
          aria-label="Filter by track"
          style={{ minWidth: 180 }}
          value={search.track ?? ALL}
          options={[
            { value: ALL, label: 'All Tracks' },
            ...tracks.map((track) => ({ value: track, label: trackLabel(track) })),
          ]}
          onChange={(value: string) => onSearchChange({ track: value || undefined, subPage: undefined })}
        />
        <span data-testid="submissions-count">
          Submissions <Badge count={total} showZero color="blue" aria-label={`${total} submissions`} />
        </span>
      </Space>
      {submissions.error && (
        <Alert
          type="error"
          showIcon
          title="Failed to fetch submissions"
          description={submissions.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AdminSubmission>
        rowKey="id"
        columns={columns}
        dataSource={submissions.data?.items ?? []}
        loading={submissions.isFetching}
        locale={{ emptyText: submissions.error ? 'Failed to fetch submissions' : 'No submissions found' }}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: SUBMISSIONS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        onChange={(pagination) => {
          const next = pagination.current ?? 1;
          onSearchChange({ subPage: next > 1 ? next : undefined });
        }}
      />
      <SubmissionDrawer submissionId={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}

/** A small button opening a submitted link in a new tab; nothing when the link was left out. */
function OpenLinkButton({ href, label, children }: { href?: string | null; label: string; children: string }) {
  if (!href) return null;
  return (
    <Button size="small" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </Button>
  );
}
