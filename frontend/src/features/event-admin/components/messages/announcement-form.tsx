import { App, Button, Card, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

import { MarkdownContent } from '@/components/markdown-content';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useServerError } from '@/hooks/use-server-error';

import { APPLICANT_STATUS_LABELS, SEGMENT_LABELS } from '../../announcement-segments';
import {
  useAnnouncementPreview,
  useScheduleAnnouncement,
  type AnnouncementApplicantStatus,
  type AnnouncementSegment,
} from '../../api/announcements';
import { wallClockToIso, type EventTimezone } from '../../event-time';

const MAX_BODY = 20_000;

interface AnnouncementFormValues {
  subject: string;
  bodyMd: string;
  segment: AnnouncementSegment;
  applicationStatus?: AnnouncementApplicantStatus;
  sendAt?: Dayjs;
}

const LABELS = {
  subject: 'Subject',
  bodyMd: 'Message',
  segment: 'Recipients',
  applicationStatus: 'Status',
  sendAt: 'Send at',
};

/**
 * The new announcement: subject, markdown message, the segment (with the applicants' status), the
 * recipient count and a preview before sending, then 'Send now' or 'Schedule' at a time in the
 * event's timezone.
 */
export function AnnouncementForm({ eventId, timezone }: { eventId: string; timezone: EventTimezone }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const schedule = useScheduleAnnouncement(eventId);
  const [sending, setSending] = useState<'now' | 'later' | null>(null);
  const segment = Form.useWatch('segment', form) ?? 'not_submitted';
  const applicationStatus = Form.useWatch('applicationStatus', form);
  const subject = Form.useWatch('subject', form) ?? '';
  const bodyMd = Form.useWatch('bodyMd', form) ?? '';
  const previewBody = useDebouncedValue(bodyMd);
  const segmentReady = segment !== 'applicants' || applicationStatus !== undefined;
  const preview = useAnnouncementPreview(eventId, {
    segment,
    ...(segment === 'applicants' ? { applicationStatus: applicationStatus ?? 'approved' } : {}),
  });

  const submit = async (when: 'now' | 'later') => {
    let values: AnnouncementFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (when === 'later' && !values.sendAt) {
      form.setFields([{ name: 'sendAt', errors: ['Pick when to send it'] }]);
      return;
    }
    setSending(when);
    schedule.mutate(
      {
        subject: values.subject,
        bodyMd: values.bodyMd,
        segment: values.segment,
        ...(values.segment === 'applicants' ? { applicationStatus: values.applicationStatus } : {}),
        ...(when === 'later' && values.sendAt ? { sendAt: wallClockToIso(values.sendAt, timezone) } : {}),
      },
      {
        onSuccess: () => {
          form.resetFields();
          notification.success({ title: when === 'now' ? 'Announcement sent' : 'Announcement scheduled' });
        },
        onError: (error) =>
          showServerError(error, {
            title: when === 'now' ? 'Failed to send the announcement' : 'Failed to schedule the announcement',
            form,
            labels: LABELS,
          }),
        onSettled: () => setSending(null),
      },
    );
  };

  return (
    <Card title="New Announcement">
      <Form<AnnouncementFormValues>
        form={form}
        layout="vertical"
        aria-label="New announcement"
        initialValues={{ segment: 'not_submitted' }}
      >
        <Form.Item name="segment" label={LABELS.segment} rules={[{ required: true, message: 'Pick who gets it' }]}>
          <Select
            aria-label="Recipients"
            options={Object.entries(SEGMENT_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        {segment === 'applicants' ? (
          <Form.Item
            name="applicationStatus"
            label={LABELS.applicationStatus}
            rules={[{ required: true, message: "Pick the applicants' status" }]}
          >
            <Select
              aria-label="Status"
              placeholder="Pick a status"
              options={Object.entries(APPLICANT_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        ) : null}
        <Typography.Paragraph aria-live="polite">
          {!segmentReady
            ? 'Pick a status to count the recipients.'
            : preview.isPending
              ? 'Counting recipients…'
              : preview.error
                ? 'Could not count the recipients.'
                : `${preview.data.recipientCount} recipient(s) will get this announcement.`}
        </Typography.Paragraph>
        <Form.Item
          name="subject"
          label={LABELS.subject}
          rules={[{ required: true, whitespace: true, message: 'Please enter a subject' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="bodyMd"
          label={LABELS.bodyMd}
          extra="Markdown: **bold**, _italic_, [links](https://example.com), lists."
          rules={[
            { required: true, whitespace: true, message: 'Please write a message' },
            { max: MAX_BODY, message: `The message must be at most ${MAX_BODY} characters` },
          ]}
        >
          <Input.TextArea rows={6} showCount maxLength={MAX_BODY} />
        </Form.Item>
        <Card size="small" title="Preview" style={{ marginBottom: 16 }}>
          <Typography.Text strong>{subject.trim() || 'No subject yet'}</Typography.Text>
          {previewBody.trim() ? (
            <MarkdownContent markdown={previewBody} />
          ) : (
            <Typography.Paragraph type="secondary">The message shows here as recipients see it.</Typography.Paragraph>
          )}
        </Card>
        <Form.Item name="sendAt" label={`${LABELS.sendAt} (${timezone})`}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label="Send at" />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            onClick={() => void submit('now')}
            loading={sending === 'now'}
            disabled={sending !== null}
          >
            Send now
          </Button>
          <Button onClick={() => void submit('later')} loading={sending === 'later'} disabled={sending !== null}>
            Schedule
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
