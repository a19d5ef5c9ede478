import { App, Button, Form, Typography } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { CriterionScoreRow, LiveWeightedTotal, SheetTextField } from '@/components/rubric-scoring';
import { useServerError } from '@/hooks/use-server-error';
import { missingCriteriaMessage, savedScoreChoices, type ScoreChoices } from '@/lib/rubric-scores';

import { useSaveScoreSheet } from '../api/save-score-sheet';
import type { SavedSheet, SheetCriterion } from '../api/types';
import { ReadOnlySheet } from './read-only-sheet';

interface ScoreFormProps {
  assignmentId: string;
  criteria: SheetCriterion[];
  saved: SavedSheet | null;
  readOnly: boolean;
}

/** The 1-5 choice per criterion, the live weighted total, the two texts and 'Save Scores'; once closed, what was saved. */
export function ScoreForm({ assignmentId, criteria, saved, readOnly }: ScoreFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const save = useSaveScoreSheet(assignmentId);
  const [scores, setScores] = useState<ScoreChoices>(() => savedScoreChoices(saved));
  const [noteToStaff, setNoteToStaff] = useState(saved?.noteToStaff ?? '');
  const [feedbackToTeam, setFeedbackToTeam] = useState(saved?.feedback ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  // The version this form last loaded or saved: the next save sends it, so a stale one is a 409.
  const [version, setVersion] = useState(saved?.version ?? 0);
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
        <CriterionScoreRow
          key={criterion.id}
          criterion={criterion}
          value={scores[criterion.id]}
          onChange={(score) => {
            const next = { ...scores, [criterion.id]: score };
            setScores(next);
            if (missing) setMissing(missingCriteriaMessage(criteria, next));
          }}
        />
      ))}
      <LiveWeightedTotal criteria={criteria} scores={scores} />
      <SheetTextField
        id="note-to-staff"
        label="Note to staff"
        extra="Only staff see this."
        value={noteToStaff}
        onChange={setNoteToStaff}
      />
      <SheetTextField
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
