import { isTrackId, type TrackId } from '../tracks';

/** What the visitor typed, untrimmed; `track` is '' until a track is chosen. */
export interface ApplicationFormValues {
  name: string;
  email: string;
  linkedin: string;
  track: TrackId | '';
  about: string;
}

export type ApplicationField = keyof ApplicationFormValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** A checked application: trimmed, optional fields are '' when not given. */
export interface ApplicationDetails {
  name: string;
  email: string;
  linkedin: string;
  track: TrackId;
  about: string;
}

/** The entry kept in the visitor's browser. */
export interface StoredApplication extends ApplicationDetails {
  /** ISO 8601, UTC. */
  timestamp: string;
}

export type ApplicationCheck =
  { valid: true; application: ApplicationDetails } | { valid: false; errors: ApplicationErrors };

export const EMPTY_APPLICATION: ApplicationFormValues = { name: '', email: '', linkedin: '', track: '', about: '' };

export const APPLICATION_ERRORS = {
  nameMissing: 'Enter your full name.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, e.g. name@company.com.',
  linkedinInvalid: 'Enter a full URL, e.g. https://www.linkedin.com/in/your-name.',
  trackMissing: 'Choose a track: Discovery or Startup.',
} as const;

// The same rule browsers apply to <input type="email"> (HTML standard, "valid email address").
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** An absolute http(s) address with a host. */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

export function checkApplication(values: ApplicationFormValues): ApplicationCheck {
  const name = values.name.trim();
  const email = values.email.trim();
  const linkedin = values.linkedin.trim();
  const { track } = values;

  const errors: ApplicationErrors = {};
  if (name === '') errors.name = APPLICATION_ERRORS.nameMissing;
  if (email === '') errors.email = APPLICATION_ERRORS.emailMissing;
  else if (!isValidEmail(email)) errors.email = APPLICATION_ERRORS.emailInvalid;
  if (linkedin !== '' && !isWebUrl(linkedin)) errors.linkedin = APPLICATION_ERRORS.linkedinInvalid;
  if (!isTrackId(track)) errors.track = APPLICATION_ERRORS.trackMissing;

  if (!isTrackId(track) || Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, application: { name, email, linkedin, track, about: values.about.trim() } };
}

export function toStoredApplication(application: ApplicationDetails, submittedAt: Date): StoredApplication {
  return { ...application, timestamp: submittedAt.toISOString() };
}
