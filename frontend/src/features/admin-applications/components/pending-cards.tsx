import { Button, Pagination, Space } from 'antd';
import { useState } from 'react';

import { Panel } from '@/components/panel';
import { LookBadge } from '@/components/status-badge';
import { statusLook } from '@/design/status-look';
import { useStaffDates } from '@/hooks/use-staff-dates';

import { useApplications } from '../api/list-applications';
import type { Application } from '../application-status';
import type { ApplicationSort } from '../applications-search';
import styles from './applications.module.css';
import { useApplicationActions } from './use-application-actions';

export const PENDING_CARDS_PAGE_SIZE = 10;

interface PendingCardsProps {
  eventId: string | undefined;
  sort: ApplicationSort;
}

/**
 * Every pending application of the event filter, paged on its own: the table's current page may
 * hold none of them while other pages hold many.
 */
export function PendingCards({ eventId, sort }: PendingCardsProps) {
  const actions = useApplicationActions();
  const [page, setPage] = useState(1);
  const pending = useApplications({ eventId, sort, status: 'pending', page, pageSize: PENDING_CARDS_PAGE_SIZE });
  const total = pending.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PENDING_CARDS_PAGE_SIZE));

  // Deciding the last cards of the last page empties it: step back to one that still has cards.
  if (pending.data && page > lastPage) setPage(lastPage);

  if (total === 0) return null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', marginTop: 24 }}>
      <h4 className={styles.title}>Pending Applications</h4>
      {(pending.data?.items ?? []).map((application) => (
        <PendingCard key={application.id} application={application} {...actions} />
      ))}
      <Pagination
        aria-label="Pending applications pages"
        current={page}
        pageSize={PENDING_CARDS_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </Space>
  );
}

type Actions = ReturnType<typeof useApplicationActions>;

/** The pending look under the spec's wording for these cards. */
const PENDING_REVIEW = { ...statusLook('application', 'pending'), label: 'Pending Review' };

function PendingCard({ application, changeStatus, busy }: { application: Application } & Actions) {
  const staffDate = useStaffDates();
  return (
    <Panel
      title={`${application.applicantName ?? application.applicantEmail} → ${application.eventTitle}`}
      extra={<LookBadge look={PENDING_REVIEW} kind="application" />}
    >
      <p className={`${styles.paragraph} ${styles.secondary}`}>
        Applied {staffDate(application.createdAt, application.eventId)} · {application.role}
      </p>
      <strong>Why do you want to join? What skills do you bring?</strong>
      <p className={styles.paragraph}>{application.shortAnswer}</p>
      <Space>
        <Button type="primary" disabled={busy} onClick={() => changeStatus(application, 'approved')}>
          Approve Application
        </Button>
        <Button danger disabled={busy} onClick={() => changeStatus(application, 'rejected')}>
          Reject
        </Button>
      </Space>
    </Panel>
  );
}
