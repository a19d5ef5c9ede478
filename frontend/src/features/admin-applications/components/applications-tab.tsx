import { Alert, Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';
import { useStaffDates } from '@/hooks/use-staff-dates';

import { APPLICATIONS_PAGE_SIZE, useApplications } from '../api/list-applications';
import type { Application } from '../application-status';
import type { ApplicationsSearch } from '../applications-search';
import { BulkActions } from './bulk-actions';
import { PendingCards } from './pending-cards';
import { RowActions } from './row-actions';
import { ApplicationStatusBadge } from './status-badge';

interface ApplicationsTabProps {
  search: ApplicationsSearch;
  onChange: (patch: ApplicationsSearch) => void;
}

const ALL_EVENTS = '';

// The drawer (Descriptions, Timeline, Drawer) is not on the first screen: it loads when first opened.
const ApplicationDrawer = lazy(() =>
  import('./application-drawer').then((module) => ({ default: module.ApplicationDrawer })),
);

/** Applications review: event filter, server paging and sorting held in the URL. */
export function ApplicationsTab({ search, onChange }: ApplicationsTabProps) {
  const page = search.appPage ?? 1;
  const sort = search.sort ?? 'applied_desc';
  const applications = useApplications({ eventId: search.eventId, sort, page });
  const events = useAdminEvents();
  const staffDate = useStaffDates();
  const [openId, setOpenId] = useState<string>();
  // Mounted from the first opening on, so closing it still animates.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const items = applications.data?.items ?? [];

  const columns: TableColumnsType<Application> = [
    {
      key: 'applicant',
      title: 'Applicant',
      render: (_, application) => (
        <div>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              setOpenId(application.id);
              setDrawerOpened(true);
            }}
          >
            {application.applicantName ?? application.applicantEmail}
          </Button>
          {application.linkedinUrl && (
            <div className="link-list">
              <a href={application.linkedinUrl} target="_blank" rel="noopener noreferrer">
                LinkedIn
              </a>
            </div>
          )}
        </div>
      ),
    },
    { key: 'event', title: 'Event', dataIndex: 'eventTitle' },
    { key: 'role', title: 'Role', render: (_, application) => <Tag color="blue">{application.role}</Tag> },
    {
      key: 'applied',
      title: 'Applied',
      sorter: true,
      sortOrder: sort === 'applied_asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, application) => staffDate(application.createdAt, application.eventId),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, application) => <ApplicationStatusBadge status={application.status} />,
    },
    { key: 'actions', title: 'Actions', render: (_, application) => <RowActions application={application} /> },
  ];

  return (
    <>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 16, flexWrap: 'wrap' }}>
        <Select
          aria-label="Filter by event"
          style={{ minWidth: 240 }}
          value={search.eventId ?? ALL_EVENTS}
          loading={events.isPending}
          options={[
            { value: ALL_EVENTS, label: 'All Events' },
            ...(events.data ?? []).map((event) => ({ value: event.id, label: event.title })),
          ]}
          onChange={(value: string) => onChange({ eventId: value || undefined, appPage: undefined })}
        />
        {selectedIds.length > 0 && (
          <BulkActions
            selected={items.filter((application) => selectedIds.includes(application.id))}
            onDone={() => setSelectedIds([])}
          />
        )}
      </div>
      {applications.error && (
        <Alert type="error" showIcon title="Error" description="Failed to load applications data." />
      )}
      <Table<Application>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={applications.isFetching}
        locale={{ emptyText: 'No applications found for the selected filter.' }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(String)),
          getCheckboxProps: (application) => ({ disabled: application.status !== 'pending' }),
        }}
        pagination={{
          current: page,
          pageSize: APPLICATIONS_PAGE_SIZE,
          total: applications.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        onChange={(pagination, _filters, sorter) => {
          const order = Array.isArray(sorter) ? undefined : sorter.order;
          const nextSort = order === 'ascend' ? 'applied_asc' : undefined;
          const nextPage = nextSort === search.sort ? (pagination.current ?? 1) : 1;
          onChange({ sort: nextSort, appPage: nextPage > 1 ? nextPage : undefined });
        }}
      />
      <PendingCards key={search.eventId ?? ALL_EVENTS} eventId={search.eventId} sort={sort} />
      {drawerOpened && (
        <Suspense>
          <ApplicationDrawer applicationId={openId} onClose={() => setOpenId(undefined)} />
        </Suspense>
      )}
    </>
  );
}
