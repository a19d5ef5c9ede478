import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { App, Button, Checkbox, Form, Input, Select, type FormInstance } from 'antd';

import { ApiError } from '@/api/api-error';
import { ventureChoicesQueryOptions } from '@/api/list-venture-choices';
import { useServerError } from '@/hooks/use-server-error';
import { ROLE_OPTIONS, type ApplicationRole } from '@/lib/applicant-roles';
import { checkAnswers, type AnswerInput } from '@/lib/application-questions';

import type { ApplyQuestion } from '../api/list-apply-questions';
import { useSubmitApplication } from '../api/submit-application';
import {
  answerCounter,
  APPLY_FIELD_LABELS,
  checkLinkedin,
  LINKEDIN_INVALID,
  missingApplicationFields,
} from '../application-form';
import { toastBeforeEventPage } from './event-page-toast';
import { QuestionFields } from './question-fields';

type FieldData<T> = Parameters<FormInstance<T>['setFields']>[0][number];

interface ApplyFormProps {
  eventId: string;
  fullName: string;
  email: string;
  /** The event's custom questions, asked after the fixed fields. */
  questions: readonly ApplyQuestion[];
  /** Told before navigating away after a submit, so the page does not treat it as "already applied". */
  onSubmitted: () => void;
}

interface ApplyFormValues {
  linkedinUrl: string;
  role?: ApplicationRole;
  shortAnswer: string;
  /** 'Are you continuing a venture?': none unless picked. */
  ventureId?: string;
  /** The custom questions' fields by question id. */
  answers?: Record<string, AnswerInput>;
  /** 'May we ask you in 6 months how your idea went?' (optional; unticked is no). */
  followUpConsent?: boolean;
}

const INITIAL_VALUES: ApplyFormValues = {
  linkedinUrl: '',
  role: undefined,
  shortAnswer: '',
  ventureId: undefined,
  followUpConsent: false,
};

export function ApplyForm({ eventId, fullName, email, questions, onSubmitted }: ApplyFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const submit = useSubmitApplication(eventId);
  const [form] = Form.useForm<ApplyFormValues>();
  const shortAnswer = Form.useWatch('shortAnswer', form) ?? '';
  // The applicant's ventures; the question is asked only of someone who has one.
  const ventures = useQuery(ventureChoicesQueryOptions());
  const ventureOptions = (ventures.data ?? []).map((venture) => ({ value: venture.id, label: venture.name }));

  const onFinish = ({ linkedinUrl, role, shortAnswer, ventureId, answers, followUpConsent }: ApplyFormValues) => {
    const linkedin = checkLinkedin(linkedinUrl);
    const missing = missingApplicationFields(role, shortAnswer);
    const checked = checkAnswers(questions, answers ?? {});
    // Each problem under its field as well as in the toast, as the other forms do.
    form.setFields([
      ...missing.map(({ name, message }) => ({ name, errors: [message] })),
      ...(linkedin.valid ? [] : [{ name: 'linkedinUrl' as const, errors: [LINKEDIN_INVALID] }]),
      ...checked.problems.map(({ questionId, message }) => ({
        name: ['answers', questionId] as ['answers', string],
        errors: [message],
      })),
    ]);
    if (missing.length > 0 || role === undefined) {
      notification.error({ title: 'Missing Information', description: 'Please fill in all required fields.' });
      return;
    }
    if (!linkedin.valid) {
      notification.error({ title: 'Validation Error', description: LINKEDIN_INVALID });
      return;
    }
    const [problem] = checked.problems;
    if (problem) {
      notification.error({ title: 'Validation Error', description: problem.message });
      return;
    }
    submit.mutate(
      {
        linkedinUrl: linkedin.url,
        role,
        shortAnswer,
        ventureId: ventureId ?? null,
        answers: checked.answers,
        followUpConsent: followUpConsent === true,
      },
      {
        onSuccess: () => {
          onSubmitted();
          notification.success({ title: 'Application Submitted!' });
          void navigate({ to: '/events/$eventId/confirmation', params: { eventId } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'APPLICATION_ALREADY_EXISTS') {
            onSubmitted();
            toastBeforeEventPage('Already Applied', 'You have already applied to this event.');
            void navigate({ to: '/events/$eventId', params: { eventId } });
            return;
          }
          showServerError(error, {
            title: 'Submission Failed',
            fallback: 'Failed to submit application. Please try again.',
            form,
            labels: APPLY_FIELD_LABELS,
          });
        },
      },
    );
  };

  return (
    <Form<ApplyFormValues>
      form={form}
      name="apply"
      layout="vertical"
      initialValues={INITIAL_VALUES}
      onFinish={onFinish}
      // An edit clears the message of the field edited.
      onValuesChange={(changed: Partial<ApplyFormValues>) =>
        form.setFields(
          (Object.keys(changed) as (keyof ApplyFormValues)[]).flatMap((name): FieldData<ApplyFormValues>[] =>
            name === 'answers'
              ? Object.keys(changed.answers ?? {}).map((questionId) => ({
                  name: ['answers', questionId] as ['answers', string],
                  errors: [],
                }))
              : [{ name, errors: [] }],
          ),
        )
      }
    >
      <Form.Item label="Full Name" htmlFor="apply-full-name" extra="Pulled from your profile">
        <Input id="apply-full-name" value={fullName} readOnly />
      </Form.Item>
      <Form.Item label="Email" htmlFor="apply-email" extra="Your account email">
        <Input id="apply-email" value={email} readOnly />
      </Form.Item>
      <Form.Item label="LinkedIn Profile" name="linkedinUrl">
        <Input placeholder="https://linkedin.com/in/your-profile" />
      </Form.Item>
      <Form.Item label="Role" name="role" required>
        <Select<ApplicationRole>
          placeholder="Select your role"
          options={ROLE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        />
      </Form.Item>
      <Form.Item
        label="Why do you want to join? What skills do you bring?"
        name="shortAnswer"
        required
        extra={answerCounter(shortAnswer)}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      {ventureOptions.length > 0 ? (
        <Form.Item label="Are you continuing a venture?" name="ventureId" extra="Optional">
          <Select<string> allowClear placeholder="No, something new" options={ventureOptions} />
        </Form.Item>
      ) : null}
      <QuestionFields questions={questions} />
      <Form.Item name="followUpConsent" valuePropName="checked">
        <Checkbox>May we ask you in 6 months how your idea went?</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending} block>
        {submit.isPending ? 'Submitting Application...' : 'Apply to Sprint'}
      </Button>
    </Form>
  );
}
