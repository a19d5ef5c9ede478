import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { PageTitle } from '@/components/page-title';
import { StatusBadge } from '@/components/status-badge';
import { useNow } from '@/hooks/use-now';
import { useAuthSettled } from '@/lib/session/auth-settled';
import { useSession } from '@/lib/session/session';

import { ventureQueryOptions, type Venture } from '../api/get-venture';
import { checkinPath, dueCheckin } from '../due-checkin';
import { mayReadEntryResults } from '../entry-results-access';
import { EditVentureDialog } from './edit-venture-dialog';
import { MilestoneDialog } from './milestone-dialog';
import { VentureFigures } from './venture-figures';
import { VentureTimeline, type RenderEntryFeedback } from './venture-timeline';
import styles from './ventures.module.css';
import { WhatChangedPanels } from './what-changed-panel';

function MemberActions({ venture }: { venture: Venture }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const now = useNow();
  const due = dueCheckin(venture.checkins, now);
  return (
    <div className={styles.actions}>
      <Button type="primary" onClick={() => setAdding(true)}>
        Add Milestone
      </Button>
      {due ? (
        <Button href={checkinPath(venture.id, due.id)}>Submit Check-in</Button>
      ) : (
        <Button disabled title="No check-in is due">
          Submit Check-in
        </Button>
      )}
      <Button onClick={() => setEditing(true)}>Edit Venture</Button>
      <MilestoneDialog ventureId={venture.id} open={adding} onClose={() => setAdding(false)} />
      <EditVentureDialog venture={venture} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}

function VentureHeader({ venture }: { venture: Venture }) {
  const sprints = `${venture.sprintsCount} ${venture.sprintsCount === 1 ? 'sprint' : 'sprints'}`;
  return (
    <header className={styles.page} style={{ gap: 8 }}>
      <div className={styles.titleRow}>
        <PageTitle>{venture.name}</PageTitle>
        <StatusBadge kind="ventureStage" state={venture.stage} data-testid="venture-stage" />
        {venture.view !== 'public' && venture.isPublic ? <Tag>Public</Tag> : null}
      </div>
      {venture.pitch ? <p className={styles.pitch}>{venture.pitch}</p> : null}
      {venture.view !== 'public' ? (
        <p className={styles.muted} style={{ margin: 0 }}>
          {venture.foundedIn ? `Founded in ${venture.foundedIn.title} · ` : ''}
          {sprints}
        </p>
      ) : null}
      {venture.canEdit ? <MemberActions venture={venture} /> : null}
    </header>
  );
}

export function VenturePage({
  ventureId,
  renderFeedback,
}: {
  ventureId: string;
  renderFeedback?: RenderEntryFeedback;
}) {
  // Asked once the sign-in state is known: a member's first load must not be answered as a visitor's.
  const authSettled = useAuthSettled();
  const venture = useQuery({ ...ventureQueryOptions(ventureId), enabled: authSettled });
  const viewer = useSession()?.user;
  if (venture.isPending) return <Skeleton active aria-label="Loading venture" />;
  if (venture.isError) {
    const missing = venture.error instanceof ApiError && venture.error.status === 404;
    return (
      <div className={styles.page}>
        <PageTitle>Venture</PageTitle>
        <Alert
          type="error"
          showIcon
          title={missing ? 'Venture not found' : 'Failed to load venture.'}
          description={missing ? 'It does not exist, or it is private to its team.' : undefined}
        />
      </div>
    );
  }
  const data = venture.data;
  return (
    <div className={styles.page}>
      {data.mergedIntoId ? (
        <Alert
          type="info"
          showIcon
          title="This venture was merged into another."
          description={
            <Link to="/ventures/$ventureId" params={{ ventureId: data.mergedIntoId }}>
              Open the venture it was merged into
            </Link>
          }
        />
      ) : null}
      <VentureHeader venture={data} />
      {data.view !== 'public' ? <VentureFigures figures={data.figures} /> : null}
      {data.view !== 'public' ? <WhatChangedPanels entries={data.entries} /> : null}
      <VentureTimeline
        venture={data}
        renderFeedback={
          data.view === 'public' || !renderFeedback
            ? undefined
            : // Only the entries whose results the viewer may read: asking for the others is a 403.
              (entry) => (mayReadEntryResults(entry, viewer) ? renderFeedback(entry) : null)
        }
      />
    </div>
  );
}
