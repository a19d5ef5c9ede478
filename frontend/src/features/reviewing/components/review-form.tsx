import { Alert, App, Button, Form, Radio, Typography } from 'antd';
import { useRef, useState } from 'react';

import { ApiError } from '@/api/api-error';
import { CriterionScoreRow, LiveWeightedTotal, SheetTextField } from '@/components/rubric-scoring';
import { useServerError } from '@/hooks/use-server-error';
import { missingCriteriaMessage, savedScoreChoices, type ScoreChoices } from '@/lib/rubric-scores';

import { useSaveReview } from '../api/save-review';
import type { Recommendation, RubricCriterion, SavedReview } from '../api/types';
import { useReviewKeys } from '../use-review-keys';
import styles from './reviewing.module.css';

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  accept: 'Accept',
  maybe: 'Maybe',
  reject: 'Reject',
};

interface ReviewFormProps {
  applicationId: string;
  criteria: RubricCriterion[];
  saved: SavedReview | null;
  /** After a save: where to go next (the page decides). */
  onSaved: () => void;
  /** A 409 'Reload': the page refetches and remounts the form with what is stored. */
  onReload: () => void;
}

/**
 * The rubric with 1-5 per criterion (keys 1-5 score the focused one and move on), the live
 * weighted total, the note to staff, the optional recommendation and 'Save Review'.
 */
export function ReviewForm({ applicationId, criteria, saved, onSaved, onReload }: ReviewFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const save = useSaveReview(applicationId);
  const [scores, setScores] = useState<ScoreChoices>(() => savedScoreChoices(saved));
  const [noteToStaff, setNoteToStaff] = useState(saved?.noteToStaff ?? '');
  const [recommendation, setRecommendation] = useState<Recommendation | null>(saved?.recommendation ?? null);
  // Once a save found criteria unscored, the message follows the scores as they are given.
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  // The version this form loaded or last saved: the next save sends it, so a stale one is a 409.
  const [version, setVersion] = useState(saved?.version ?? 0);
  const [focused, setFocused] = useState(() => {
    const first = criteria.findIndex((criterion) => scores[criterion.id] === undefined);
    return first < 0 ? 0 : first;
  });
  const missing = checked ? missingCriteriaMessage(criteria, scores) : null;

  // Keys may come faster than renders: the focused criterion is also kept where a key reads it at once.
  const focusedNow = useRef(focused);
  const focus = (index: number) => {
    focusedNow.current = index;
    setFocused(index);
  };

  const choose = (index: number, score: number) => {
    const criterion = criteria[index];
    if (!criterion) return;
    setScores((current) => ({ ...current, [criterion.id]: score }));
  };

  useReviewKeys((action) => {
    if (action.kind !== 'score') return false;
    const index = focusedNow.current;
    choose(index, action.score);
    // On to the next criterion, so a whole rubric is scored with one key each.
    focus(Math.min(index + 1, criteria.length - 1));
    return true;
  });

  const submit = () => {
    setChecked(true);
    if (missingCriteriaMessage(criteria, scores)) return;
    setConflict(null);
    save.mutate(
      {
        scores: criteria.map((criterion) => ({ criterionId: criterion.id, score: scores[criterion.id] ?? 0 })),
        noteToStaff: noteToStaff.trim() || null,
        recommendation,
        expectedVersion: version,
      },
      {
        onSuccess: (review) => {
          setVersion(review.version);
          notification.success({ title: 'Review saved' });
          onSaved();
        },
        onError: (error) => {
          // A stale version, or a decision made meanwhile: said here, beside the button, with a way on.
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
          else showServerError(error, { title: 'Failed to save the review' });
        },
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit}>
      <Typography.Paragraph type="secondary" className={styles.keys}>
        Keys <kbd>1</kbd>–<kbd>5</kbd> score the highlighted criterion, <kbd>J</kbd> and <kbd>K</kbd> move to the next
        and previous application.
      </Typography.Paragraph>
      {criteria.map((criterion, index) => (
        <CriterionScoreRow
          key={criterion.id}
          criterion={criterion}
          value={scores[criterion.id]}
          onChange={(score) => choose(index, score)}
          keys={{ focused: index === focused, onFocus: () => focus(index) }}
          testId="review-criterion"
        />
      ))}
      <LiveWeightedTotal criteria={criteria} scores={scores} />
      <SheetTextField
        id="review-note"
        label="Note to staff"
        extra="Only staff see this."
        value={noteToStaff}
        onChange={setNoteToStaff}
      />
      <Form.Item label="Recommendation (optional)">
        <Radio.Group
          aria-label="Recommendation"
          className={styles.choice}
          optionType="button"
          value={recommendation ?? 'none'}
          onChange={(event) => {
            const value = event.target.value as Recommendation | 'none';
            setRecommendation(value === 'none' ? null : value);
          }}
          options={[
            { value: 'none', label: 'None' },
            ...(Object.keys(RECOMMENDATION_LABELS) as Recommendation[]).map((value) => ({
              value,
              label: RECOMMENDATION_LABELS[value],
            })),
          ]}
        />
      </Form.Item>
      {missing ? (
        <Typography.Paragraph type="danger" role="alert">
          {missing}
        </Typography.Paragraph>
      ) : null}
      {conflict ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={conflict}
          action={<Button onClick={onReload}>Reload</Button>}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save Review
      </Button>
    </Form>
  );
}
