import { useState, type FormEvent } from 'react';

import actionStyles from '@/components/public/action-link.module.css';

import {
  checkApplication,
  EMPTY_APPLICATION,
  toStoredApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationFormValues,
} from './application';
import styles from './application-form.module.css';
import { buildApplicationMailto, openMailClient, ORGANISER_EMAIL } from './application-mail';
import { saveApplication } from './application-storage';
import { TextField } from './text-field';
import { TrackChoice } from './track-choice';

// Ids in the order the fields appear, so the first invalid one can take the focus.
const FIELD_IDS: Record<ApplicationField, string> = {
  name: 'application-name',
  email: 'application-email',
  linkedin: 'application-linkedin',
  track: 'application-track-discovery',
  about: 'application-about',
};

function errorsOf(values: ApplicationFormValues): ApplicationErrors {
  const check = checkApplication(values);
  return check.valid ? {} : check.errors;
}

function focusFirstInvalidField(errors: ApplicationErrors) {
  const field = (Object.keys(FIELD_IDS) as ApplicationField[]).find((key) => errors[key] !== undefined);
  if (field) document.getElementById(FIELD_IDS[field])?.focus();
}

/** The landing application: kept in this browser and sent by the visitor's own mail client, no server call. */
export function ApplicationForm() {
  const [values, setValues] = useState<ApplicationFormValues>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  // Errors show from the first submit on and then follow every edit, never while someone first types.
  const [submitAttempted, setSubmitAttempted] = useState(false);

  function update<Field extends ApplicationField>(field: Field, value: ApplicationFormValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitAttempted) setErrors(errorsOf(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkApplication(values);
    if (!check.valid) {
      setErrors(check.errors);
      setSubmitAttempted(true);
      focusFirstInvalidField(check.errors);
      return;
    }

    const application = toStoredApplication(check.application, new Date());
    if (!saveApplication(application)) console.warn('Could not keep the application in this browser');
    openMailClient(buildApplicationMailto(application));
    // antd's message is loaded only now, so the landing page's first load carries no antd.
    void import('./submitted-message').then(({ showSubmittedMessage }) => showSubmittedMessage());
    setValues(EMPTY_APPLICATION);
    setErrors({});
    setSubmitAttempted(false);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Sprint application">
      <div className={styles.row}>
        <TextField
          id={FIELD_IDS.name}
          label="Full name"
          value={values.name}
          onChange={(name) => update('name', name)}
          error={errors.name}
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          value={values.email}
          onChange={(email) => update('email', email)}
          error={errors.email}
          autoComplete="email"
          maxLength={254}
          required
        />
      </div>
      <TextField
        id={FIELD_IDS.linkedin}
        label="LinkedIn (optional)"
        type="url"
        value={values.linkedin}
        onChange={(linkedin) => update('linkedin', linkedin)}
        error={errors.linkedin}
        placeholder="https://www.linkedin.com/in/your-name"
        autoComplete="url"
        maxLength={200}
      />
      <TrackChoice
        idPrefix="application-track"
        value={values.track}
        onChange={(track) => update('track', track)}
        error={errors.track}
      />
      <TextField
        id={FIELD_IDS.about}
        label="About (optional)"
        hint="Who you are, and what you want to build or where your project stands today."
        value={values.about}
        onChange={(about) => update('about', about)}
        maxLength={1000}
        rows={5}
      />
      <div className={styles.submitRow}>
        <button type="submit" className={`${actionStyles.action} ${actionStyles.primary} ${actionStyles.large}`}>
          Send application
        </button>
        <p className={styles.hint}>
          Your email client opens with the application addressed to{' '}
          <a href={`mailto:${ORGANISER_EMAIL}`}>{ORGANISER_EMAIL}</a>.
        </p>
      </div>
    </form>
  );
}
