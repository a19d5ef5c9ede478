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

/** The form's labels, for server reasons sent without their subject. */
export const PROFILE_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  location: 'Location',
  bio: 'Bio',
  skills: 'Skills',
  githubUrl: 'GitHub',
  linkedinUrl: 'LinkedIn',
  portfolioUrl: 'Portfolio',
  avatarUrl: 'Avatar URL',
} as const;

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
