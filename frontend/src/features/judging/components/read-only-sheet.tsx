import { Tag, Typography } from 'antd';

import { formatTotal, liveWeightedTotal, SCORE_LABELS } from '@/lib/rubric-scores';

import type { SavedSheet, SheetCriterion } from '../api/types';
import styles from './judging.module.css';

interface ReadOnlySheetProps {
  criteria: SheetCriterion[];
  saved: SavedSheet | null;
}

/**
 * A sheet that can no longer change (judging closed, or recused): what was saved, as text in full
 * contrast, rather than greyed-out controls that are hard to read.
 */
export function ReadOnlySheet({ criteria, saved }: ReadOnlySheetProps) {
  const scores = Object.fromEntries((saved?.scores ?? []).map((entry) => [entry.criterionId, entry.score]));
  const total = liveWeightedTotal(criteria, scores);
  return (
    <div>
      <Tag>Read-only</Tag>
      <dl className={styles.readOnly} aria-label="Scores (read-only)">
        {criteria.map((criterion) => {
          const score = scores[criterion.id];
          return (
            <div key={criterion.id} className={styles.criterion}>
              <dt>
                <Typography.Text strong>{criterion.label}</Typography.Text>{' '}
                <Typography.Text type="secondary">Weight {criterion.weight}</Typography.Text>
              </dt>
              <dd>{score === undefined ? 'Not scored' : `${score} ${SCORE_LABELS[score]}`}</dd>
            </div>
          );
        })}
      </dl>
      <p style={{ margin: '16px 0' }}>
        Weighted total:{' '}
        <Typography.Text strong className={styles.total} data-testid="weighted-total">
          {formatTotal(total.value)}
        </Typography.Text>
      </p>
      <dl className={styles.readOnly} aria-label="Texts (read-only)">
        <div className={styles.criterion}>
          <dt>
            <Typography.Text strong>Note to staff</Typography.Text>
          </dt>
          <dd className={styles.savedText}>{saved?.noteToStaff ?? '—'}</dd>
        </div>
        <div className={styles.criterion}>
          <dt>
            <Typography.Text strong>Feedback to the team</Typography.Text>
          </dt>
          <dd className={styles.savedText}>{saved?.feedback ?? '—'}</dd>
        </div>
      </dl>
    </div>
  );
}
