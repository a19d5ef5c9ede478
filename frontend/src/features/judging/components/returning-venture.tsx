import { Card } from 'antd';

import { StatusBadge } from '@/components/status-badge';

import { milestoneText, standingText, type ReturningVenture } from '../returning-venture-text';
import styles from './returning-venture.module.css';

/**
 * A returning venture on the score page: its earlier sprints (title then, rank, place) and what it
 * recorded since the last one, each marked 'Verified' or 'Self-reported'. Never earlier judges'
 * names, notes or scores (the API carries none).
 */
export function ReturningVentureCard({ venture }: { venture: ReturningVenture }) {
  return (
    <Card title={`Returning venture: ${venture.name}`} data-testid="returning-venture">
      <h3 className={styles.heading}>Earlier sprints</h3>
      <ul className={styles.list}>
        {venture.earlierEntries.map((entry) => (
          <li key={entry.eventId}>
            <strong>{entry.sprintTitle}</strong>: {entry.title}{' '}
            <span className={styles.standing}>{standingText(entry)}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.heading}>Since {venture.sinceSprint.title}</h3>
      {venture.milestonesSince.length === 0 ? (
        <p className={styles.muted}>No milestones recorded since {venture.sinceSprint.title}.</p>
      ) : (
        <ul className={styles.list}>
          {venture.milestonesSince.map((milestone, index) => (
            <li key={`${milestone.occurredOn}-${index}`} className={styles.milestone}>
              <span>
                {milestoneText(milestone)}
                {milestone.description ? ` · ${milestone.description}` : ''}
              </span>
              <span className={styles.muted}>{milestone.occurredOn}</span>
              <StatusBadge kind="milestoneVerification" state={milestone.verified ? 'verified' : 'self_reported'} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
