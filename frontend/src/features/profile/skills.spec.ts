import { describe, expect, it } from '@jest/globals';

import { addSkill, MAX_SKILL_LENGTH, MAX_SKILLS, removeSkill, skillRejection } from './skills';

describe('addSkill', () => {
  it('adds the trimmed skill at the end', () => {
    expect(addSkill(['React'], '  TypeScript ')).toEqual({ outcome: 'added', skills: ['React', 'TypeScript'] });
  });

  it('ignores blank input', () => {
    expect(addSkill(['React'], '')).toEqual({ outcome: 'empty' });
    expect(addSkill(['React'], '   ')).toEqual({ outcome: 'empty' });
  });

  it('refuses a skill already in the list, whatever its case or spacing', () => {
    expect(addSkill(['TypeScript'], 'typescript')).toEqual({ outcome: 'duplicate' });
    expect(addSkill(['TypeScript'], ' TYPESCRIPT ')).toEqual({ outcome: 'duplicate' });
  });

  it('keeps to the server limits', () => {
    expect(addSkill([], 'x'.repeat(MAX_SKILL_LENGTH))).toMatchObject({ outcome: 'added' });
    expect(addSkill([], 'x'.repeat(MAX_SKILL_LENGTH + 1))).toEqual({ outcome: 'too-long' });
    const full = Array.from({ length: MAX_SKILLS }, (_, index) => `skill ${index}`);
    expect(addSkill(full, 'one more')).toEqual({ outcome: 'too-many' });
  });

  it('does not change the list it was given', () => {
    const skills = ['React'];
    addSkill(skills, 'Go');
    expect(skills).toEqual(['React']);
  });
});

describe('removeSkill', () => {
  it('removes exactly that skill', () => {
    expect(removeSkill(['React', 'Go', 'Rust'], 'Go')).toEqual(['React', 'Rust']);
    expect(removeSkill(['React'], 'Go')).toEqual(['React']);
  });
});

describe('skillRejection', () => {
  it('names the reason a skill was refused, and stays silent otherwise', () => {
    expect(skillRejection({ outcome: 'duplicate' })).toBe('Skill already added');
    expect(skillRejection({ outcome: 'too-long' })).toBe('A skill can be at most 50 characters');
    expect(skillRejection({ outcome: 'too-many' })).toBe('You can add up to 30 skills');
    expect(skillRejection({ outcome: 'empty' })).toBeNull();
    expect(skillRejection({ outcome: 'added', skills: [] })).toBeNull();
  });
});
