import { Alert, Badge, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { DateCell } from '@/components/date-cell';
import { EventFilterSelect } from '@/components/event-filter-select';
import { FilterSelect } from '@/components/filter-select';
import { TableSearch } from '@/components/table-search';
import { urlTable } from '@/components/url-table';
import { statusLabel } from '@/design/status-look';
import { useStaffDates } from '@/hooks/use-staff-dates';

import { SUBMISSIONS_PAGE_SIZE, useAdminSubmissions, type AdminSubmission } from '../../api/list-submissions';
import {
  DEFAULT_SUBMISSION_SORT,
  SUBMISSION_SORT_COLUMNS,
  SUBMISSION_STATUSES,
  type BootstrapSearch,
  type SubmissionSortColumn,
} from '../../bootstrap-search';
import { teamSize, trackLabel } from '../../submission-rules';
import { TrackTags } from '../status-tag';
import { SubmissionDrawer } from './submission-drawer';
import { SubmissionStatus } from './submission-status';

interface SubmissionsTabProps {
  search: BootstrapSearch;
  onSearchChange: (patch: BootstrapSearch) => void;
}

const STATUS_OPTIONS = SUBMISSION_STATUSES.map((status) => ({
  value: status,
  label: statusLabel('submission', status),
}));
const TIMING_OPTIONS = [
  { value: 'late', label: 'Late only' },
  { value: 'on-time', label: 'On time only' },
] as const;

/** Every submission, searched, filtered, sorted and paged by the server; all of it held in the URL. */
export function SubmissionsTab({ search, onSearchChange }: SubmissionsTabProps) {
  const submissions = useAdminSubmissions({
    eventId: search.subEvent,
    track: search.track,
    search: search.subSearch,
    status: search.subStatus,
    late: search.subLate,
    sort: search.subSort,
    page: search.subPage ?? 1,
  });
  const staffDate = useStaffDates();
  const [openId, setOpenId] = useState<string>();
  const total = submissions.data?.total ?? 0;
  // A track picked from the URL stays choosable even before (or without) the list naming it.
  const tracks = [...new Set([...(submissions.data?.tracks ?? []), ...(search.track ? [search.track] : [])])];
  const table = urlTable<SubmissionSortColumn, AdminSubmission>({
    columns: SUBMISSION_SORT_COLUMNS,
    sort: search.subSort,
    defaultSort: DEFAULT_SUBMISSION_SORT,
    page: search.subPage,
    pageSize: SUBMISSIONS_PAGE_SIZE,
    total,
    onChange: (next) => onSearchChange({ subSort: next.sort, subPage: next.page }),
  });
  // Any new search or filter starts again from the first page.
  const filter = (patch: BootstrapSearch) => onSearchChange({ ...patch, subPage: undefined });

  const columns: TableColumnsType<AdminSubmission> = [
    {
      ...table.sortable('project'),
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
    { ...table.sortable('event'), title: 'Event', dataIndex: 'eventTitle' },
    {
      ...table.sortable('track'),
      title: 'Track',
      render: (_, submission) => <TrackTags tracks={[submission.track]} />,
    },
    {
      ...table.sortable('status'),
      title: 'Status',
      render: (_, submission) => <SubmissionStatus status={submission.status} late={submission.late} />,
    },
    {
      ...table.sortable('submitted'),
      title: 'Submitted',
      render: (_, submission) => <DateCell>{staffDate(submission.submittedAt, submission.eventId)}</DateCell>,
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
        <TableSearch
          value={search.subSearch}
          label="Search submissions"
          placeholder="Search by project title"
          maxLength={200}
          onSearch={(subSearch) => filter({ subSearch })}
        />
        <EventFilterSelect
          value={search.subEvent}
          // Another event has other tracks: the track filter starts over.
          onChange={(subEvent) => filter({ subEvent, track: undefined })}
        />
        <FilterSelect
          label="Filter by track"
          allLabel="All Tracks"
          value={search.track}
          options={tracks.map((track) => ({ value: track, label: trackLabel(track) }))}
          onChange={(track) => filter({ track })}
        />
        <FilterSelect
          label="Filter by status"
          allLabel="All Statuses"
          value={search.subStatus}
          options={STATUS_OPTIONS}
          onChange={(subStatus) => filter({ subStatus })}
        />
        <FilterSelect
          label="Filter by timing"
          allLabel="Late and on time"
          value={search.subLate === undefined ? undefined : search.subLate ? 'late' : 'on-time'}
          options={TIMING_OPTIONS}
          onChange={(timing) => filter({ subLate: timing === undefined ? undefined : timing === 'late' })}
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
        pagination={table.pagination}
        onChange={table.onChange}
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
