import { changedFields, uniqueSkills } from './profile-changes.js';

describe('profile changes', () => {
  it('keeps each skill once, in its first spelling', () => {
    expect(uniqueSkills(['React', 'Go', 'react', 'REACT', 'go', 'Rust'])).toEqual(['React', 'Go', 'Rust']);
  });

  it('lists the fields that differ from the stored profile, in field order', () => {
    const stored = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      location: null,
      bio: 'Notes',
      skills: ['Maths'],
      github_url: null,
      linkedin_url: null,
      portfolio_url: null,
      avatar_url: 'https://example.com/a.png',
    };
    const next = {
      firstName: 'Ada',
      lastName: 'Byron',
      location: null,
      bio: 'Notes',
      skills: ['Maths', 'Engines'],
      githubUrl: null,
      linkedinUrl: null,
      portfolioUrl: null,
      avatarUrl: null,
    };
    expect(changedFields(stored, next)).toEqual(['lastName', 'skills', 'avatarUrl']);
    expect(
      changedFields(stored, { ...next, lastName: 'Lovelace', skills: ['Maths'], avatarUrl: stored.avatar_url }),
    ).toEqual([]);
  });
});
