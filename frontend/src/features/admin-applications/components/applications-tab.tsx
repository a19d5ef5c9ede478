import { Alert, App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { DateCell } from '@/components/date-cell';
import { EventFilterSelect } from '@/components/event-filter-select';
import { FilterSelect } from '@/components/filter-select';
import { ApplicationStatusBadge } from '@/components/status-badge';
import { TableSearch } from '@/components/table-search';
import { urlTable } from '@/components/url-table';
import { useStaffDates } from '@/hooks/use-staff-dates';
import { ROLE_OPTIONS } from '@/lib/applicant-roles';
import { spotSummary } from '@/lib/spot-words';

import { downloadApplicationsCsv } from '../api/export-applications';
import { APPLICATIONS_PAGE_SIZE, useApplications } from '../api/list-applications';
import { APPLICATION_STATUSES, STATUS_LABELS, type Application } from '../application-status';
import {
  APPLICATION_SORT_COLUMNS,
  DEFAULT_APPLICATION_SORT,
  type ApplicationSortColumn,
  type ApplicationsSearch,
} from '../applications-search';
import styles from './applications.module.css';
import { BulkActions } from './bulk-actions';
import { PendingCards } from './pending-cards';
import { ReturningBadge } from './returning-badge';
import { RowActions } from './row-actions';

interface ApplicationsTabProps {
  search: ApplicationsSearch;
  onChange: (patch: ApplicationsSearch) => void;
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

// One event's spots (and their InputNumber) only once an event is picked.
const SpotsBar = lazy(() => import('./spots-bar').then((module) => ({ default: module.SpotsBar })));

// The drawer (Descriptions, Timeline, Drawer) is not on the first screen: it loads when first opened.
const ApplicationDrawer = lazy(() =>
  import('./application-drawer').then((module) => ({ default: module.ApplicationDrawer })),
);

/** Applications review: search, filters, server paging and sorting, all held in the URL. */
export function ApplicationsTab({ search, onChange }: ApplicationsTabProps) {
  const sort = search.appSort ?? DEFAULT_APPLICATION_SORT;
  const applications = useApplications({
    eventId: search.eventId,
    status: search.appStatus,
    role: search.appRole,
    search: search.appSearch,
    sort,
    page: search.appPage ?? 1,
  });
  const staffDate = useStaffDates();
  const { notification } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [openId, setOpenId] = useState<string>();
  // Mounted from the first opening on, so closing it still animates.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const items = applications.data?.items ?? [];
  const table = urlTable<ApplicationSortColumn, Application>({
    columns: APPLICATION_SORT_COLUMNS,
    sort: search.appSort,
    defaultSort: DEFAULT_APPLICATION_SORT,
    page: search.appPage,
    pageSize: APPLICATIONS_PAGE_SIZE,
    total: applications.data?.total ?? 0,
    onChange: (next) => onChange({ appSort: next.sort, appPage: next.page }),
  });
  // Any new search or filter starts again from the first page.
  const filter = (patch: ApplicationsSearch) => onChange({ ...patch, appPage: undefined });

  const columns: TableColumnsType<Application> = [
    {
      ...table.sortable('applicant'),
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
          {application.returning ? <ReturningBadge venture={application.returning} /> : null}
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
    { ...table.sortable('event'), title: 'Event', dataIndex: 'eventTitle' },
    {
      ...table.sortable('role'),
      title: 'Role',
      render: (_, application) => <Tag color="blue">{application.role}</Tag>,
    },
    {
      ...table.sortable('applied'),
      title: 'Applied',
      render: (_, application) => <DateCell>{staffDate(application.createdAt, application.eventId)}</DateCell>,
    },
    {
      ...table.sortable('status'),
      title: 'Status',
      render: (_, application) => (
        <div>
          <ApplicationStatusBadge status={application.status} />
          {application.spot ? <div className={styles.spot}>{spotSummary(application.spot)}</div> : null}
        </div>
      ),
    },
    { key: 'actions', title: 'Actions', render: (_, application) => <RowActions application={application} /> },
  ];

  return (
    <>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 16, flexWrap: 'wrap' }}>
        <TableSearch
          value={search.appSearch}
          label="Search applications"
          placeholder="Search by name or email"
          onSearch={(appSearch) => filter({ appSearch })}
        />
        <EventFilterSelect value={search.eventId} onChange={(eventId) => filter({ eventId })} />
        <FilterSelect
          label="Filter by status"
          allLabel="All Statuses"
          value={search.appStatus}
          options={STATUS_OPTIONS}
          onChange={(appStatus) => filter({ appStatus })}
        />
        <FilterSelect
          label="Filter by role"
          allLabel="All Roles"
          value={search.appRole}
          options={ROLE_OPTIONS}
          onChange={(appRole) => filter({ appRole })}
        />
        <Button
          loading={exporting}
          onClick={() => {
            setExporting(true);
            downloadApplicationsCsv({
              eventId: search.eventId,
              status: search.appStatus,
              role: search.appRole,
              search: search.appSearch,
              sort,
            })
              .catch((error: unknown) =>
                notification.error({
                  title: 'Export failed',
                  description: error instanceof Error ? error.message : String(error),
                }),
              )
              .finally(() => setExporting(false));
          }}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        {selectedIds.length > 0 && (
          <BulkActions
            selected={items.filter((application) => selectedIds.includes(application.id))}
            onDone={() => setSelectedIds([])}
          />
        )}
      </div>
      {search.eventId ? (
        <Suspense>
          <SpotsBar key={search.eventId} eventId={search.eventId} />
        </Suspense>
      ) : null}
      {applications.error && (
        <Alert type="error" showIcon title="Error" description="Failed to load applications data." />
      )}
      <Table<Application>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={applications.isFetching}
        locale={{ emptyText: 'No applications found for the selected filter.' }}
        pagination={table.pagination}
        onChange={table.onChange}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(String)),
          getCheckboxProps: (application) => ({ disabled: application.status !== 'pending' }),
        }}
      />
      <PendingCards key={search.eventId ?? ''} eventId={search.eventId} sort={sort} />
      {drawerOpened && (
        <Suspense>
          <ApplicationDrawer applicationId={openId} onClose={() => setOpenId(undefined)} />
        </Suspense>
      )}
    </>
  );
}
