import { useNavigate } from '@tanstack/react-router';
import { App, Button, Card, Form, Space, Steps } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { ApiError } from '@/api/api-error';
import { PendingSpin } from '@/components/pending-spin';
import { useServerError } from '@/hooks/use-server-error';

import { useCreateEvent } from '../../api/create-event';
import {
  EVENT_FIELD_LABELS,
  hasErrors,
  serverFieldErrors,
  stepOfField,
  validateStep,
  type FieldErrors,
} from '../../wizard/wizard-validation';
import { initialWizardValues, toCreateEventBody, WIZARD_STEPS, type WizardValues } from '../../wizard/wizard-values';
import { BasicsStep } from './basics-step';

// The first step is the first screen; the others (the date pickers, number inputs and the review's
// descriptions among them) load when the wizard reaches them.
const DatesStep = lazy(() => import('./dates-step').then((module) => ({ default: module.DatesStep })));
const TracksStep = lazy(() => import('./tracks-step').then((module) => ({ default: module.TracksStep })));
const JudgingStep = lazy(() => import('./judging-step').then((module) => ({ default: module.JudgingStep })));
const ReviewSummary = lazy(() => import('./review-summary').then((module) => ({ default: module.ReviewSummary })));

const LAST_STEP = WIZARD_STEPS.length - 1;
const STEP_COMPONENTS = [BasicsStep, DatesStep, TracksStep, JudgingStep] as const;

export function EventWizard() {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(initialWizardValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onChange = (patch: Partial<WizardValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const next = () => {
    const found = validateStep(step, values);
    setErrors(found);
    if (!hasErrors(found)) setStep(step + 1);
  };

  const previous = () => {
    setErrors({});
    setStep(step - 1);
  };

  const showCreateError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) {
      notification.error({
        title: 'Only organizers can create events',
        description: 'You need organizer or admin privileges to create events.',
      });
      return;
    }
    if (error instanceof ApiError && error.fields.length > 0) {
      setErrors(serverFieldErrors(error));
      setStep(Math.min(...error.fields.map(({ field }) => stepOfField(field))));
    }
    showServerError(error, { title: 'Failed to create event', labels: EVENT_FIELD_LABELS });
  };

  const create = () => {
    // Earlier steps were checked on Next; check all again in case a value changed since.
    for (let index = 0; index <= LAST_STEP; index += 1) {
      const found = validateStep(index, values);
      if (hasErrors(found)) {
        setErrors(found);
        setStep(index);
        return;
      }
    }
    setErrors({});
    createEvent.mutate(toCreateEventBody(values), {
      onSuccess: ({ id }) => {
        notification.success({ title: 'Event created successfully!' });
        void navigate({ to: '/admin/events/$eventId', params: { eventId: id } });
      },
      onError: showCreateError,
    });
  };

  const StepComponent = STEP_COMPONENTS[step] ?? BasicsStep;

  return (
    <Card>
      <Steps current={step} items={WIZARD_STEPS.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
      <Form layout="vertical" aria-label={WIZARD_STEPS[step]} disabled={createEvent.isPending}>
        <Suspense fallback={<PendingSpin />}>
          <StepComponent values={values} errors={errors} onChange={onChange} />
          {step === LAST_STEP && <ReviewSummary values={values} />}
        </Suspense>
        <Space style={{ marginTop: 24 }}>
          <Button onClick={previous} disabled={step === 0 || createEvent.isPending}>
            Previous
          </Button>
          {step === LAST_STEP ? (
            <Button type="primary" onClick={create} loading={createEvent.isPending}>
              Create
            </Button>
          ) : (
            <Button type="primary" onClick={next}>
              Next
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
