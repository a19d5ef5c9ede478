import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { useServerError } from '@/hooks/use-server-error';

import { useUpdateEvent } from '../../api/update-event';
import { EDITABLE_STEPS, editValuesFromEvent, toUpdateEventBody, type AdminEvent } from '../../wizard/edit-values';
import {
  EVENT_FIELD_LABELS,
  hasErrors,
  serverFieldErrors,
  validateStep,
  type FieldErrors,
} from '../../wizard/wizard-validation';
import { WIZARD_STEPS, type WizardValues } from '../../wizard/wizard-values';
import { BasicsStep } from './basics-step';
import { DatesStep } from './dates-step';
import { TracksStep } from './tracks-step';

const STEP_COMPONENTS = [BasicsStep, DatesStep, TracksStep] as const;

interface EditEventFormProps {
  event: AdminEvent;
  /** Fetches the event as saved now. */
  reload: () => Promise<AdminEvent | undefined>;
}

/**
 * The wizard's first three steps on one page, prefilled. The form keeps the version it was filled
 * from: a background refetch never replaces what the user is typing, and a save over someone
 * else's change is refused until they choose Reload.
 */
export function EditEventForm({ event: initial, reload }: EditEventFormProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const updateEvent = useUpdateEvent();
  const [event, setEvent] = useState(initial);
  const [values, setValues] = useState<WizardValues>(() => editValuesFromEvent(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<string | null>(null);

  const onChange = (patch: Partial<WizardValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const showSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setStale(error.message);
      return;
    }
    setErrors(serverFieldErrors(error));
    showServerError(error, { title: 'Failed to update event', labels: EVENT_FIELD_LABELS });
  };

  const reloadEvent = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setEvent(fresh);
    setValues(editValuesFromEvent(fresh));
    setErrors({});
    setStale(null);
  };

  const save = () => {
    const found = Object.assign({}, ...EDITABLE_STEPS.map((step) => validateStep(step, values))) as FieldErrors;
    setErrors(found);
    if (hasErrors(found)) return;
    updateEvent.mutate(
      { eventId: event.id, body: toUpdateEventBody(values, event.version) },
      {
        onSuccess: () => {
          notification.success({ title: 'Event updated successfully!' });
          void navigate({ to: '/admin/events/$eventId', params: { eventId: event.id } });
        },
        onError: showSaveError,
      },
    );
  };

  return (
    <Form layout="vertical" aria-label="Edit Event" disabled={updateEvent.isPending}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {stale && (
          <Alert
            type="warning"
            showIcon
            title={stale}
            action={
              <Button size="small" onClick={() => void reloadEvent()}>
                Reload
              </Button>
            }
          />
        )}
        {STEP_COMPONENTS.map((StepComponent, step) => (
          <Card key={WIZARD_STEPS[step]} title={WIZARD_STEPS[step]}>
            <StepComponent values={values} errors={errors} onChange={onChange} />
          </Card>
        ))}
        <Space>
          <Button type="primary" onClick={save} loading={updateEvent.isPending}>
            Save Changes
          </Button>
          <ButtonLink to="/admin/events/$eventId" params={{ eventId: event.id }}>
            Cancel
          </ButtonLink>
        </Space>
      </Space>
    </Form>
  );
}
