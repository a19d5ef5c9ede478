import { describe, expect, it } from '@jest/globals';

import type { Profile } from '@/api/get-profile';

import { isOptionalHttpUrl, toFormValues, toProfileUpdate } from './profile-form';

const profile: Profile = {
  userId: '7d3c0a8e-5f7b-4a1e-9d56-0c1b2a3d4e5f',
  email: 'ada@example.com',
  role: 'participant',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  location: null,
  bio: 'Analyst',
  skills: ['Maths'],
  githubUrl: null,
  linkedinUrl: 'https://linkedin.com/in/ada',
  portfolioUrl: null,
  avatarUrl: null,
  avatarFileUrl: null,
  version: 3,
};

describe('toFormValues', () => {
  it('turns missing values into empty strings', () => {
    expect(toFormValues(profile)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: '',
      bio: 'Analyst',
      skills: ['Maths'],
      githubUrl: '',
      linkedinUrl: 'https://linkedin.com/in/ada',
      portfolioUrl: '',
      avatarUrl: '',
    });
  });
});

describe('toProfileUpdate', () => {
  it('trims texts, sends blank optional ones as null and keeps the version', () => {
    const values = {
      ...toFormValues(profile),
      firstName: ' Ada ',
      location: '  ',
      githubUrl: ' https://github.com/ada ',
    };
    expect(toProfileUpdate(values, profile.version)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: null,
      bio: 'Analyst',
      skills: ['Maths'],
      githubUrl: 'https://github.com/ada',
      linkedinUrl: 'https://linkedin.com/in/ada',
      portfolioUrl: null,
      avatarUrl: null,
      version: 3,
    });
  });
});

describe('isOptionalHttpUrl', () => {
  it('accepts blank and http(s) URLs', () => {
    expect(isOptionalHttpUrl('')).toBe(true);
    expect(isOptionalHttpUrl('  ')).toBe(true);
    expect(isOptionalHttpUrl('https://github.com/ada')).toBe(true);
    expect(isOptionalHttpUrl('http://example.com')).toBe(true);
  });

  it('refuses other schemes and text that is not a URL', () => {
    expect(isOptionalHttpUrl('github.com/ada')).toBe(false);
    expect(isOptionalHttpUrl('ftp://example.com')).toBe(false);
    expect(isOptionalHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
