import { Card } from 'antd';
import { Link } from '@tanstack/react-router';

import { StatusBadge } from '@/components/status-badge';

import type { VentureCard as VentureCardData } from '../api/list-my-ventures';
import { ventureInstant } from '../venture-dates';
import styles from './ventures.module.css';

export function nextCheckinText(card: Pick<VentureCardData, 'nextCheckin'>): string {
  if (!card.nextCheckin) return 'None due';
  const due = ventureInstant(card.nextCheckin.dueAt);
  return card.nextCheckin.overdue ? `Overdue since ${due}` : due;
}

/** A card of 'My Ventures': name, stage, sprints entered, last activity, next check-in due. */
export function VentureCard({ venture }: { venture: VentureCardData }) {
  return (
    <Card>
      <h2 className={styles.cardName}>
        <Link to="/ventures/$ventureId" params={{ ventureId: venture.id }}>
          {venture.name}
        </Link>
      </h2>
      {venture.pitch ? <p className={styles.pitch}>{venture.pitch}</p> : null}
      <dl className={styles.facts}>
        <dt>Stage</dt>
        <dd>
          <StatusBadge kind="ventureStage" state={venture.stage} />
        </dd>
        <dt>Sprints entered</dt>
        <dd>{venture.sprintsEntered}</dd>
        <dt>Last activity</dt>
        <dd>{ventureInstant(venture.lastActivityAt)}</dd>
        <dt>Next check-in</dt>
        <dd>{nextCheckinText(venture)}</dd>
      </dl>
    </Card>
  );
}
