import { Alert, App, Button, Checkbox } from 'antd';
import { useState } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';
import { EventFilterSelect } from '@/components/event-filter-select';
import { FilterSelect } from '@/components/filter-select';
import { PageTitle } from '@/components/page-title';
import { TableSearch } from '@/components/table-search';
import { statusLabel, trackLabel } from '@/design/status-look';

import { downloadPortfolioCsv, usePortfolio } from '../api/portfolio';
import { VENTURE_STAGES, type PortfolioSearch } from '../portfolio-search';
import { CohortPanel } from './cohort-panel';
import { PortfolioTable } from './portfolio-table';
import styles from './portfolio.module.css';

const STAGE_OPTIONS = VENTURE_STAGES.map((stage) => ({ value: stage, label: statusLabel('ventureStage', stage) }));

interface PortfolioPageProps {
  search: PortfolioSearch;
  onSearchChange: (patch: PortfolioSearch) => void;
}

/** /admin/ventures: every venture across sprints, filtered, sorted and exported; the cohort chart above. */
export function PortfolioPage({ search, onSearchChange }: PortfolioPageProps) {
  const { notification } = App.useApp();
  const portfolio = usePortfolio(search);
  const events = useAdminEvents();
  const [exporting, setExporting] = useState(false);
  const tracks = [...new Set((events.data ?? []).flatMap((event) => event.tracks))].sort();
  // Any new search or filter starts again from the first page.
  const filter = (patch: PortfolioSearch) => onSearchChange({ ...patch, page: undefined });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPortfolioCsv(search);
    } catch {
      notification.error({ title: 'Export failed', description: 'The CSV could not be downloaded. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.stack}>
      <PageTitle>Ventures</PageTitle>
      <CohortPanel />
      <div className={styles.toolbar}>
        <TableSearch
          value={search.search}
          label="Search ventures"
          placeholder="Search by name"
          onSearch={(text) => filter({ search: text })}
        />
        <EventFilterSelect value={search.eventId} onChange={(eventId) => filter({ eventId })} />
        <FilterSelect
          label="Filter by stage"
          allLabel="All Stages"
          value={search.stage}
          options={STAGE_OPTIONS}
          onChange={(stage) => filter({ stage })}
        />
        <FilterSelect
          label="Filter by track"
          allLabel="All Tracks"
          value={search.track}
          options={tracks.map((track) => ({ value: track, label: trackLabel(track) }))}
          loading={events.isPending}
          onChange={(track) => filter({ track })}
        />
        <Checkbox
          checked={search.verified ?? false}
          onChange={(e) => filter({ verified: e.target.checked || undefined })}
        >
          Verified only
        </Checkbox>
        <Checkbox
          checked={search.overdue ?? false}
          onChange={(e) => filter({ overdue: e.target.checked || undefined })}
        >
          Overdue check-in
        </Checkbox>
        <Button onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </div>
      {portfolio.error ? (
        <Alert type="error" showIcon title="Error" description="Failed to load the ventures." />
      ) : null}
      <PortfolioTable
        search={search}
        items={portfolio.data?.items ?? []}
        total={portfolio.data?.total ?? 0}
        loading={portfolio.isFetching}
        onChange={onSearchChange}
      />
    </div>
  );
}
