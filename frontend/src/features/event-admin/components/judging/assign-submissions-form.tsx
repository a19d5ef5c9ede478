import { App, Alert, Button, Form, InputNumber, Space, Switch } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useAssignSubmissions, type AssignForm } from '../../api/assign-submissions';
import type { AssignResult } from '../../api/judging-types';

const LABELS = {
  reviewsPerSubmission: 'Reviews per submission',
  sameDomainConflicts: 'Same email domain is a conflict',
};

/** 'Assign Submissions': tops every submission up to k reviews; says which ones are short of judges. */
interface AssignFormProps {
  eventId: string;
  /** The last run's input (3 and on before the first). */
  initial: { reviewsPerSubmission: number; sameDomainConflicts: boolean };
}

export function AssignSubmissionsForm({ eventId, initial }: AssignFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<AssignForm>();
  const assign = useAssignSubmissions(eventId);
  const [result, setResult] = useState<AssignResult | null>(null);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="inline"
        initialValues={initial}
        onFinish={(values) =>
          assign.mutate(values, {
            onSuccess: (answer) => {
              setResult(answer);
              notification.success({
                title: 'Submissions assigned',
                description: `${answer.added} new assignment${answer.added === 1 ? '' : 's'}.`,
              });
            },
            onError: (error) => showServerError(error, { title: 'Failed to assign submissions', form, labels: LABELS }),
          })
        }
      >
        <Form.Item
          name="reviewsPerSubmission"
          label="Reviews per submission"
          rules={[{ required: true, type: 'integer', min: 1, max: 10, message: 'Between 1 and 10.' }]}
        >
          <InputNumber min={1} max={10} precision={0} aria-label="Reviews per submission" />
        </Form.Item>
        <Form.Item
          name="sameDomainConflicts"
          label="Same email domain is a conflict"
          valuePropName="checked"
          tooltip="A judge whose email domain matches a team member's is not assigned (public mail providers never count)."
        >
          <Switch aria-label="Same email domain is a conflict" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={assign.isPending}>
            Assign Submissions
          </Button>
        </Form.Item>
      </Form>
      {result && result.short.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setResult(null)}
          title="Not enough eligible judges for these submissions"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {result.short.map((short) => (
                <li key={short.submissionId}>
                  {short.title}: {short.assigned} of {short.wanted} judges
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Space>
  );
}
