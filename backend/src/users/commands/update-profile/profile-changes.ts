import type { ProfileFields } from '../../profile.repository.js';

/** A profile field and its column, in the order `changed` lists them in the profile.updated event. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  location: 'location',
  bio: 'bio',
  skills: 'skills',
  githubUrl: 'github_url',
  linkedinUrl: 'linkedin_url',
  portfolioUrl: 'portfolio_url',
  avatarUrl: 'avatar_url',
} as const satisfies Record<keyof ProfileFields, string>;

type StoredProfile = Record<(typeof COLUMNS)[keyof typeof COLUMNS], unknown>;

/** The fields whose value differs from the stored profile. */
export function changedFields(current: StoredProfile, next: ProfileFields): (keyof ProfileFields)[] {
  return (Object.keys(COLUMNS) as (keyof ProfileFields)[]).filter(
    (field) => JSON.stringify(current[COLUMNS[field]]) !== JSON.stringify(next[field]),
  );
}

/** Each skill once, first spelling kept ("React" and "react" are the same skill). */
export function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
