import { Alert, App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';

import type { components } from '@/api/generated/schema';
import { DateCell } from '@/components/date-cell';
import { PageTitle } from '@/components/page-title';
import { formatInViewerZone } from '@/lib/event-dates';

import { downloadAuditCsv } from '../api/download-audit-csv';
import { AUDIT_PAGE_SIZE, useAuditEntries } from '../api/list-audit-entries';
import type { AuditSearch } from '../audit-search';
import { AuditFilters } from './audit-filters';
import { AuditDetails } from './audit-details';

type AuditEntry = components['schemas']['AuditEntryDto'];

const columns: TableColumnsType<AuditEntry> = [
  { key: 'record', title: 'Record', dataIndex: 'record' },
  { key: 'actor', title: 'Actor', dataIndex: 'actor' },
  { key: 'change', title: 'Change', dataIndex: 'change' },
  {
    key: 'when',
    title: 'When',
    render: (_, entry) => <DateCell>{formatInViewerZone(entry.occurredAt, { seconds: true })}</DateCell>,
  },
];

interface AuditLogPageProps {
  search: AuditSearch;
  onSearchChange: (next: AuditSearch) => void;
}

export function AuditLogPage({ search, onSearchChange }: AuditLogPageProps) {
  const { notification } = App.useApp();
  const entries = useAuditEntries(search);
  const [exporting, setExporting] = useState(false);
  const page = search.page ?? 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(search);
    } catch (error) {
      notification.error({ title: 'Export Failed', description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <PageTitle>Audit Log</PageTitle>
        <Button loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </div>
      <AuditFilters
        key={JSON.stringify({ ...search, page: undefined })}
        search={search}
        // The previous page's names stand for other ids while the next page loads.
        named={entries.isPlaceholderData ? undefined : entries.data?.named}
        onChange={onSearchChange}
      />
      {entries.error && (
        <Alert type="error" showIcon title="Failed to load the audit log" description={entries.error.message} />
      )}
      <Table<AuditEntry>
        rowKey="position"
        columns={columns}
        expandable={{
          expandedRowRender: (entry) => <AuditDetails entry={entry} />,
          expandIconColumnIndex: columns.length,
          columnTitle: 'Details',
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button type="link" size="small" aria-expanded={expanded} onClick={(event) => onExpand(record, event)}>
              {expanded ? 'Hide details' : 'Details'}
            </Button>
          ),
        }}
        dataSource={entries.data?.items}
        loading={entries.isFetching}
        locale={{ emptyText: 'No audit entries match these filters.' }}
        pagination={{
          current: page,
          pageSize: AUDIT_PAGE_SIZE,
          total: entries.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => onSearchChange({ ...search, page: next > 1 ? next : undefined }),
        }}
      />
    </div>
  );
}
