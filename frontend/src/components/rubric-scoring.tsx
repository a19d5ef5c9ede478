import { Form, Input, Radio, Space, Typography } from 'antd';

import {
  formatTotal,
  liveWeightedTotal,
  SCORE_LABELS,
  SCORES,
  type ScoreChoices,
  type WeightedCriterion,
} from '@/lib/rubric-scores';

import styles from './rubric-scoring.module.css';

// A rubric being scored, the same for a judge's sheet and a reviewer's review: one row per criterion
// with its 1-5 choice, and the weighted total as it stands.

export interface ScoredCriterion extends WeightedCriterion {
  description: string | null;
}

/** Keyboard scoring: whether keys 1-5 score this row, and how the row becomes that one. */
export interface CriterionRowKeys {
  focused: boolean;
  onFocus: () => void;
}

interface CriterionScoreRowProps {
  criterion: ScoredCriterion;
  value: number | undefined;
  onChange: (score: number) => void;
  /** Left out where the rubric has no keys. */
  keys?: CriterionRowKeys;
  testId?: string;
}

/** A criterion's label, weight and description above its 1-5 choice (with its words). */
export function CriterionScoreRow({ criterion, value, onChange, keys, testId }: CriterionScoreRowProps) {
  const focused = keys?.focused ?? false;
  const className = keys ? `${styles.criterion} ${styles.keyed} ${focused ? styles.focused : ''}` : styles.criterion;
  return (
    <div
      className={className}
      role="group"
      aria-label={criterion.label}
      aria-current={focused ? 'step' : undefined}
      data-testid={testId}
      onFocus={keys?.onFocus}
      onClick={keys?.onFocus}
    >
      <Space wrap align="baseline">
        <Typography.Text strong>{criterion.label}</Typography.Text>
        <Typography.Text type="secondary">Weight {criterion.weight}</Typography.Text>
        {focused ? <Typography.Text type="secondary">(keys 1–5)</Typography.Text> : null}
      </Space>
      {criterion.description ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          {criterion.description}
        </Typography.Paragraph>
      ) : null}
      <Radio.Group
        className={styles.choice}
        optionType="button"
        buttonStyle="solid"
        aria-label={`${criterion.label} score`}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        options={SCORES.map((score) => ({ value: score, label: `${score} ${SCORE_LABELS[score]}` }))}
      />
    </div>
  );
}

/** 'Weighted total: 3.67 / 5', '(so far)' until every criterion is scored; read out as it changes. */
export function LiveWeightedTotal({
  criteria,
  scores,
}: {
  criteria: readonly WeightedCriterion[];
  scores: ScoreChoices;
}) {
  const total = liveWeightedTotal(criteria, scores);
  return (
    <p aria-live="polite" style={{ margin: '16px 0' }}>
      Weighted total:{' '}
      <Typography.Text strong className={styles.total} data-testid="weighted-total">
        {formatTotal(total.value)}
      </Typography.Text>
      {total.value !== null && !total.complete ? <Typography.Text type="secondary"> (so far)</Typography.Text> : null}
    </p>
  );
}

/** The server's limit on a sheet's or a review's texts (note to staff, feedback). */
const TEXT_MAX = 2000;

interface SheetTextFieldProps {
  id: string;
  label: string;
  extra: string;
  value: string;
  onChange: (value: string) => void;
}

/** One of a sheet's or a review's optional texts (at most 2,000 characters), with its count. */
export function SheetTextField({ id, label, extra, value, onChange }: SheetTextFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} extra={extra}>
      <Input.TextArea
        id={id}
        rows={3}
        maxLength={TEXT_MAX}
        showCount
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
