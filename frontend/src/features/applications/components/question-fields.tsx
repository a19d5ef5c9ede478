import { Checkbox, Form, Input, Radio } from 'antd';

import { LONG_TEXT_DEFAULT_MAX, numberHint } from '@/lib/application-questions';

import type { ApplyQuestion } from '../api/list-apply-questions';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

function inputOf(question: ApplyQuestion) {
  switch (question.kind) {
    case 'short_text':
      return <Input />;
    case 'long_text':
      return <Input.TextArea rows={4} showCount maxLength={question.maxLength ?? LONG_TEXT_DEFAULT_MAX} />;
    case 'single_choice':
      return <Radio.Group options={question.options.map((option) => ({ value: option, label: option }))} />;
    case 'multiple_choice':
      return <Checkbox.Group options={question.options.map((option) => ({ value: option, label: option }))} />;
    case 'number':
      // Text, not a spinner: what was typed stays, and a problem is said under it.
      return <Input inputMode="decimal" style={{ maxWidth: 200 }} />;
    case 'url':
      return <Input inputMode="url" placeholder="https://" />;
    case 'yes_no':
      return <Radio.Group options={YES_NO} />;
  }
}

function extraOf(question: ApplyQuestion): string | undefined {
  const hint = question.kind === 'number' ? numberHint(question.min, question.max) : undefined;
  const parts = [question.helpText, hint, question.required ? undefined : 'Optional'].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The event's custom questions as apply form fields, each under `answers.<questionId>`. */
export function QuestionFields({ questions }: { questions: readonly ApplyQuestion[] }) {
  return questions.map((question) => (
    <Form.Item
      key={question.id}
      label={question.label}
      name={['answers', question.id]}
      required={question.required}
      extra={extraOf(question)}
    >
      {inputOf(question)}
    </Form.Item>
  ));
}
