import { App, Button, Form, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { useServerError } from '@/hooks/use-server-error';
import {
  formatTotal,
  liveWeightedTotal,
  missingCriteriaMessage,
  SCORE_LABELS,
  SCORES,
  type ScoreChoices,
} from '@/lib/rubric-scores';

import { useSaveScoreSheet } from '../api/save-score-sheet';
import type { SavedSheet, SheetCriterion } from '../api/types';
import styles from './judging.module.css';
import { ReadOnlySheet } from './read-only-sheet';

interface ScoreFormProps {
  assignmentId: string;
  criteria: SheetCriterion[];
  saved: SavedSheet | null;
  readOnly: boolean;
}

const TEXT_MAX = 2000;

function scoresOf(saved: SavedSheet | null): Record<string, number | undefined> {
  return Object.fromEntries((saved?.scores ?? []).map((entry) => [entry.criterionId, entry.score]));
}

interface TextFieldProps {
  id: string;
  label: string;
  extra: string;
  value: string;
  onChange: (value: string) => void;
}

/** One of the sheet's two optional texts (at most 2,000 characters each). */
function TextField({ id, label, extra, value, onChange }: TextFieldProps) {
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

/** The 1-5 choice per criterion, the live weighted total, the two texts and 'Save Scores'; once closed, what was saved. */
export function ScoreForm({ assignmentId, criteria, saved, readOnly }: ScoreFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const save = useSaveScoreSheet(assignmentId);
  const [scores, setScores] = useState<ScoreChoices>(() => scoresOf(saved));
  const [noteToStaff, setNoteToStaff] = useState(saved?.noteToStaff ?? '');
  const [feedbackToTeam, setFeedbackToTeam] = useState(saved?.feedback ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  // The version this form last loaded or saved: the next save sends it, so a stale one is a 409.
  const [version, setVersion] = useState(saved?.version ?? 0);
  const total = liveWeightedTotal(criteria, scores);
  if (readOnly) return <ReadOnlySheet criteria={criteria} saved={saved} />;

  const submit = () => {
    const problem = missingCriteriaMessage(criteria, scores);
    setMissing(problem);
    if (problem) return;
    save.mutate(
      {
        scores: criteria.map((criterion) => ({ criterionId: criterion.id, score: scores[criterion.id] ?? 0 })),
        noteToStaff: noteToStaff.trim() || null,
        feedback: feedbackToTeam.trim() || null,
        expectedVersion: version,
      },
      {
        onSuccess: (sheet) => {
          setVersion(sheet.version);
          notification.success({ title: 'Scores saved' });
        },
        onError: (error) =>
          showServerError(error, {
            title:
              error instanceof ApiError && error.status === 409
                ? 'This sheet was changed elsewhere: reload the page to see the latest scores.'
                : 'Failed to save scores',
          }),
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit}>
      {criteria.map((criterion) => (
        <div key={criterion.id} className={styles.criterion} role="group" aria-label={criterion.label}>
          <Space wrap align="baseline">
            <Typography.Text strong>{criterion.label}</Typography.Text>
            <Typography.Text type="secondary">Weight {criterion.weight}</Typography.Text>
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
            value={scores[criterion.id]}
            onChange={(event) => {
              const next = { ...scores, [criterion.id]: Number(event.target.value) };
              setScores(next);
              if (missing) setMissing(missingCriteriaMessage(criteria, next));
            }}
            options={SCORES.map((score) => ({ value: score, label: `${score} ${SCORE_LABELS[score]}` }))}
          />
        </div>
      ))}
      <p aria-live="polite" style={{ margin: '16px 0' }}>
        Weighted total:{' '}
        <Typography.Text strong className={styles.total} data-testid="weighted-total">
          {formatTotal(total.value)}
        </Typography.Text>
        {total.value !== null && !total.complete ? <Typography.Text type="secondary"> (so far)</Typography.Text> : null}
      </p>
      <TextField
        id="note-to-staff"
        label="Note to staff"
        extra="Only staff see this."
        value={noteToStaff}
        onChange={setNoteToStaff}
      />
      <TextField
        id="feedback-to-team"
        label="Feedback to the team"
        extra="The team sees it once results are published, anonymised."
        value={feedbackToTeam}
        onChange={setFeedbackToTeam}
      />
      {missing ? (
        <Typography.Paragraph type="danger" role="alert">
          {missing}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save Scores
      </Button>
    </Form>
  );
}
