import { Link } from '@tanstack/react-router';
import { Tag, type TableColumnsType } from 'antd';

import { DateCell } from '@/components/date-cell';
import { LookBadge, StatusBadge } from '@/components/status-badge';
import { urlTable } from '@/components/url-table';
import { WideTable } from '@/components/wide-table';
import type { StatusLook } from '@/design/status-look';
import { formatInViewerZone } from '@/lib/event-dates';

import { PORTFOLIO_PAGE_SIZE, type PortfolioVenture } from '../api/portfolio';
import { formatMoney, ordinal } from '../format';
import {
  DEFAULT_PORTFOLIO_SORT,
  PORTFOLIO_SORT_COLUMNS,
  type PortfolioSearch,
  type PortfolioSortColumn,
} from '../portfolio-search';
import styles from './portfolio.module.css';

const CHECKIN_LOOKS: Record<PortfolioVenture['checkin'], StatusLook> = {
  'Up to date': { label: 'Up to date', tone: 'green' },
  Due: { label: 'Due', tone: 'orange' },
  Overdue: { label: 'Overdue', tone: 'red' },
};

interface PortfolioTableProps {
  search: PortfolioSearch;
  items: PortfolioVenture[];
  total: number;
  loading: boolean;
  onChange: (patch: PortfolioSearch) => void;
}

/** The portfolio table: server sorted and paged, the sort and page kept in the URL. */
export function PortfolioTable({ search, items, total, loading, onChange }: PortfolioTableProps) {
  const table = urlTable<PortfolioSortColumn, PortfolioVenture>({
    columns: PORTFOLIO_SORT_COLUMNS,
    sort: search.sort,
    defaultSort: DEFAULT_PORTFOLIO_SORT,
    page: search.page,
    pageSize: PORTFOLIO_PAGE_SIZE,
    total,
    onChange: (next) => onChange({ sort: next.sort, page: next.page }),
  });

  const columns: TableColumnsType<PortfolioVenture> = [
    {
      ...table.sortable('venture'),
      title: 'Venture',
      render: (_, venture) => (
        <Link to="/ventures/$ventureId" params={{ ventureId: venture.id }}>
          {venture.name}
        </Link>
      ),
    },
    {
      ...table.sortable('stage'),
      title: 'Stage',
      render: (_, venture) =>
        search.verified ? (
          <StatusBadge kind="ventureStage" state={venture.verifiedStage} />
        ) : (
          <StatusBadge kind="ventureStage" state={venture.stage} />
        ),
    },
    {
      ...table.sortable('cohorts'),
      title: 'Cohorts entered',
      render: (_, venture) => (
        <span className={styles.badges}>
          {venture.cohorts.map((cohort) => (
            <Tag key={cohort.eventId} data-testid="cohort-badge">
              {cohort.title}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      ...table.sortable('best_place'),
      title: 'Best place',
      render: (_, venture) => (venture.bestPlace === null ? '–' : ordinal(venture.bestPlace)),
    },
    {
      ...table.sortable('last_activity'),
      title: 'Last activity',
      render: (_, venture) => <DateCell>{formatInViewerZone(venture.lastActivityAt)}</DateCell>,
    },
    {
      ...table.sortable('checkin'),
      title: 'Check-in',
      render: (_, venture) => <LookBadge look={CHECKIN_LOOKS[venture.checkin]} kind="checkin" />,
    },
    {
      ...table.sortable('funding'),
      title: 'Funding',
      render: (_, venture) =>
        venture.funding.length === 0
          ? '–'
          : venture.funding.map((amount) => (
              <div key={amount.currency}>
                {formatMoney(amount.all, amount.currency)}
                {amount.verified < amount.all ? ` (${formatMoney(amount.verified, amount.currency)} verified)` : ''}
              </div>
            )),
    },
    {
      ...table.sortable('design_partners'),
      title: 'Design partners',
      render: (_, venture) =>
        venture.designPartners.all === venture.designPartners.verified
          ? venture.designPartners.all
          : `${venture.designPartners.all} (${venture.designPartners.verified} verified)`,
    },
  ];

  return (
    <WideTable<PortfolioVenture>
      label="Ventures"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      scroll={{ x: true }}
      locale={{ emptyText: 'No ventures match these filters.' }}
      pagination={table.pagination}
      onChange={table.onChange}
    />
  );
}
