import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';

import { WideTable } from '@/components/wide-table';
import { useServerError } from '@/hooks/use-server-error';
import { numberHint, QUESTION_KIND_LABELS } from '@/lib/application-questions';

import {
  useAddQuestion,
  useApplicationForm,
  useEditQuestion,
  useReorderQuestions,
  useSetQuestionHidden,
  type Question,
} from '../../api/application-questions';
import { EventPicker } from './event-picker';
import { QUESTION_FIELD_LABELS, QuestionDialog, toDialogValues } from './question-dialog';

interface QuestionsTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

/** The hackathon admin's Questions tab: the custom questions of an event's application form. */
export function QuestionsTab({ eventId, onEventChange }: QuestionsTabProps) {
  return (
    <EventPicker eventId={eventId} onEventChange={onEventChange} loadError="Failed to load events">
      {(selectedId) => <QuestionsCard key={selectedId} eventId={selectedId} />}
    </EventPicker>
  );
}

const LOCKED = 'Applications have arrived: you can only add optional questions or hide existing ones.';

function settingsOf(question: Question): string | null {
  switch (question.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return question.options.join(' · ');
    case 'long_text':
      return question.maxLength === null ? null : `Up to ${question.maxLength} characters`;
    case 'number':
      return numberHint(question.min, question.max) ?? null;
    case 'short_text':
    case 'url':
    case 'yes_no':
      return null;
  }
}

function QuestionsCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const form = useApplicationForm(eventId);
  const add = useAddQuestion(eventId);
  const edit = useEditQuestion(eventId);
  const reorder = useReorderQuestions(eventId);
  const setHidden = useSetQuestionHidden(eventId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Question | null>(null);
  // The row whose button is busy, so only that one spins.
  const [busyId, setBusyId] = useState<string | null>(null);
  const questions = form.data?.questions ?? [];
  const locked = form.data?.locked ?? false;

  const move = (index: number, by: -1 | 1) => {
    const ids = questions.map((question) => question.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setBusyId(moved);
    reorder.mutate(ids, {
      onSuccess: () => notification.success({ title: 'Questions reordered' }),
      onError: (error) => showServerError(error, { title: 'Failed to reorder questions' }),
      onSettled: () => setBusyId(null),
    });
  };

  const toggleHidden = (question: Question) => {
    setBusyId(question.id);
    setHidden.mutate(
      { questionId: question.id, hidden: !question.hidden },
      {
        onSuccess: () => notification.success({ title: question.hidden ? 'Question shown' : 'Question hidden' }),
        onError: (error) =>
          showServerError(error, { title: question.hidden ? 'Failed to show question' : 'Failed to hide question' }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  return (
    <Card
      title="Application Questions"
      extra={
        <Button type="primary" onClick={() => setAdding(true)} disabled={form.isPending || Boolean(form.error)}>
          Add Question
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          Asked on the apply page after the fixed fields (role, &apos;Why do you want to join? What skills do you
          bring?&apos;, LinkedIn).
        </Typography.Text>
        {locked ? <Alert type="info" showIcon title={LOCKED} /> : null}
        {form.error ? (
          <Alert
            type="error"
            showIcon
            title="Failed to load questions"
            action={
              <Button size="small" onClick={() => void form.refetch()}>
                Retry
              </Button>
            }
          />
        ) : null}
        <WideTable<Question>
          label="Application questions table"
          rowKey="id"
          size="small"
          pagination={false}
          loading={form.isPending}
          dataSource={questions}
          locale={{ emptyText: form.error ? 'Failed to load questions' : 'No questions yet' }}
          columns={[
            {
              key: 'order',
              title: 'Order',
              render: (_, question, index) => (
                <Space size={4}>
                  <span>{question.position}</span>
                  <Button
                    size="small"
                    aria-label={`Move up ${question.label}`}
                    disabled={locked || index === 0 || reorder.isPending}
                    loading={reorder.isPending && busyId === question.id}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Move down ${question.label}`}
                    disabled={locked || index === questions.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                </Space>
              ),
            },
            {
              key: 'label',
              title: 'Question',
              render: (_, question) => (
                <div>
                  <div>
                    {question.label} {question.hidden ? <Tag>Hidden</Tag> : null}
                  </div>
                  {question.helpText ? <Typography.Text type="secondary">{question.helpText}</Typography.Text> : null}
                </div>
              ),
            },
            {
              key: 'kind',
              title: 'Type',
              render: (_, question) => {
                const settings = settingsOf(question);
                return (
                  <div>
                    <div>{QUESTION_KIND_LABELS[question.kind]}</div>
                    {settings ? <Typography.Text type="secondary">{settings}</Typography.Text> : null}
                  </div>
                );
              },
            },
            {
              key: 'required',
              title: 'Required',
              render: (_, question) => (question.required ? 'Yes' : 'No'),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, question) => (
                <Space size={4}>
                  <Button
                    size="small"
                    aria-label={`Edit ${question.label}`}
                    disabled={locked}
                    onClick={() => setEditing(question)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${question.hidden ? 'Show' : 'Hide'} ${question.label}`}
                    disabled={question.hidden && locked}
                    loading={setHidden.isPending && busyId === question.id}
                    onClick={() => toggleHidden(question)}
                  >
                    {question.hidden ? 'Show' : 'Hide'}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <QuestionDialog
        title="Add Question"
        open={adding}
        busy={add.isPending}
        optionalOnly={locked}
        onCancel={() => setAdding(false)}
        onSubmit={(values, dialogForm) =>
          add.mutate(
            { ...values, required: locked ? false : values.required },
            {
              onSuccess: () => {
                setAdding(false);
                notification.success({ title: 'Question added' });
              },
              onError: (error) =>
                showServerError(error, {
                  title: 'Failed to add question',
                  form: dialogForm,
                  labels: QUESTION_FIELD_LABELS,
                }),
            },
          )
        }
      />
      <QuestionDialog
        title="Edit Question"
        open={editing !== null}
        initial={editing ? toDialogValues(editing) : undefined}
        busy={edit.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(values, dialogForm) =>
          editing &&
          edit.mutate(
            { questionId: editing.id, ...values },
            {
              onSuccess: () => {
                setEditing(null);
                notification.success({ title: 'Question updated' });
              },
              onError: (error) =>
                showServerError(error, {
                  title: 'Failed to update question',
                  form: dialogForm,
                  labels: QUESTION_FIELD_LABELS,
                }),
            },
          )
        }
      />
    </Card>
  );
}
