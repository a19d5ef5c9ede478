import { Alert, App, Button, Card, Form, InputNumber, Skeleton, Switch } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { useServerError } from '@/hooks/use-server-error';

import { useReviewSettings, useSaveReviewSettings, type ReviewSettings } from '../../api/review-setup';

export const REVIEW_SETTINGS_LABELS = {
  capacity: 'Capacity',
  waitlistSize: 'Waitlist size',
  reviewsPerApplication: 'Reviews per application',
  blindReview: 'Blind review',
  confirmDays: 'Days to confirm a spot',
};

interface SettingsValues {
  /** Empty: no limit. */
  capacity: number | null;
  waitlistSize: number;
  reviewsPerApplication: number;
  blindReview: boolean;
  confirmDays: number;
}

const valuesOf = ({ capacity, waitlistSize, reviewsPerApplication, blindReview, confirmDays }: ReviewSettings) => ({
  capacity,
  waitlistSize,
  reviewsPerApplication,
  blindReview,
  confirmDays,
});

/** The Review tab's settings: spots, waitlist, reviews per application, blind review, days to confirm. */
export function ReviewSettingsCard({ eventId }: { eventId: string }) {
  const settings = useReviewSettings(eventId);
  return (
    <Card title="Review Settings">
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : settings.error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load review settings"
          action={
            <Button size="small" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        // Filled once from what was loaded: a background refetch never replaces what staff type.
        <SettingsForm eventId={eventId} loaded={settings.data} reload={async () => (await settings.refetch()).data} />
      )}
    </Card>
  );
}

interface SettingsFormProps {
  eventId: string;
  loaded: ReviewSettings;
  reload: () => Promise<ReviewSettings | undefined>;
}

function SettingsForm({ eventId, loaded, reload }: SettingsFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const save = useSaveReviewSettings(eventId);
  const [form] = Form.useForm<SettingsValues>();
  // The version the form was filled from: the save sends it, so someone else's save in between is a 409.
  const [version, setVersion] = useState(loaded.version);
  const [stale, setStale] = useState<string | null>(null);

  const reloadSettings = async () => {
    const fresh = await reload();
    if (!fresh) return;
    form.setFieldsValue(valuesOf(fresh));
    setVersion(fresh.version);
    setStale(null);
  };

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      aria-label="Review settings"
      initialValues={valuesOf(loaded)}
      disabled={save.isPending}
      style={{ maxWidth: 480 }}
      onFinish={(values) =>
        save.mutate(
          { ...values, capacity: values.capacity ?? null, expectedVersion: version },
          {
            onSuccess: (saved) => {
              setVersion(saved.version);
              notification.success({ title: 'Review settings saved' });
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409) {
                setStale(error.message);
                return;
              }
              showServerError(error, {
                title: 'Failed to save review settings',
                form,
                labels: REVIEW_SETTINGS_LABELS,
              });
            },
          },
        )
      }
    >
      {stale ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={stale}
          action={
            <Button size="small" onClick={() => void reloadSettings()}>
              Reload
            </Button>
          }
        />
      ) : null}
      <IntegerField
        name="capacity"
        extra="The number of spots. Leave empty for no limit."
        range={[1, 100_000]}
        optional
        placeholder="No limit"
      />
      <IntegerField
        name="waitlistSize"
        extra="How many applicants after the spots are suggested for the waitlist."
        range={[0, 10_000]}
      />
      <IntegerField name="reviewsPerApplication" extra="How many reviewers read each application." range={[1, 5]} />
      <Form.Item
        name="blindReview"
        label={REVIEW_SETTINGS_LABELS.blindReview}
        valuePropName="checked"
        extra="Reviewers see the answers but not the name, email, LinkedIn or email domain. Staff always see everything."
      >
        <Switch />
      </Form.Item>
      <IntegerField
        name="confirmDays"
        extra="How long an approved applicant has to confirm they will be there."
        range={[1, 60]}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save Settings
      </Button>
    </Form>
  );
}

interface IntegerFieldProps {
  name: Exclude<keyof SettingsValues, 'blindReview'>;
  extra: string;
  /** The lowest and highest value the server takes. */
  range: [number, number];
  /** Empty is allowed (and sent as null). */
  optional?: boolean;
  placeholder?: string;
}

/** A whole-number setting, labelled as the server names it in a 400, checked against the same bounds. */
function IntegerField({ name, extra, range: [min, max], optional = false, placeholder }: IntegerFieldProps) {
  const label = REVIEW_SETTINGS_LABELS[name];
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: !optional, message: `${label} is required` },
        { type: 'integer', min, max, message: `${label} must be a whole number from ${min} to ${max}` },
      ]}
    >
      <InputNumber min={min} max={max} precision={0} placeholder={placeholder} style={{ width: '100%' }} />
    </Form.Item>
  );
}
