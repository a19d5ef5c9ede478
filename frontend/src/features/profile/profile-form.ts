import type { ApiFieldError } from '@/api/api-error';
import type { Profile } from '@/api/get-profile';

import type { ProfileUpdate } from './api/update-profile';

/** What the edit form holds: every text as a string, '' meaning "not given". */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  skills: string[];
  githubUrl: string;
  linkedinUrl: string;
  portfolioUrl: string;
  avatarUrl: string;
}

type FormField = keyof ProfileFormValues;

const FORM_FIELDS: readonly FormField[] = [
  'firstName',
  'lastName',
  'location',
  'bio',
  'skills',
  'githubUrl',
  'linkedinUrl',
  'portfolioUrl',
  'avatarUrl',
];

export const URL_HINT = 'Enter a URL starting with http:// or https://';

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    skills: [...profile.skills],
    githubUrl: profile.githubUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
    avatarUrl: profile.avatarUrl ?? '',
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The PUT body; `version` is the one the edit started from, so a concurrent edit is detected. */
export function toProfileUpdate(values: ProfileFormValues, version: number): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    location: textOrNull(values.location),
    bio: textOrNull(values.bio),
    skills: values.skills,
    githubUrl: textOrNull(values.githubUrl),
    linkedinUrl: textOrNull(values.linkedinUrl),
    portfolioUrl: textOrNull(values.portfolioUrl),
    avatarUrl: textOrNull(values.avatarUrl),
    version,
  };
}

/** Links are optional, but when given the server only accepts http(s) URLs. */
export function isOptionalHttpUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  try {
    const { protocol, hostname } = new URL(trimmed);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

/** Server field problems (`githubUrl`, `skills.3`) as inline errors of the form's fields. */
export function toFormFieldErrors(fields: readonly ApiFieldError[]): { name: FormField; errors: string[] }[] {
  const byField = new Map<FormField, string[]>();
  for (const { field, reason } of fields) {
    const name = field.split('.')[0] ?? '';
    if (!isFormField(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), reason]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
