/** The server's limits (UpdateProfileDto), checked here so the user hears about them at once. */
export const MAX_SKILLS = 30;
export const MAX_SKILL_LENGTH = 50;

export type AddSkillResult =
  | { outcome: 'added'; skills: string[] }
  | { outcome: 'empty' }
  | { outcome: 'duplicate' }
  | { outcome: 'too-long' }
  | { outcome: 'too-many' };

/** Adds a typed skill: trimmed, blank input ignored, a skill already in the list (any case) refused. */
export function addSkill(skills: readonly string[], input: string): AddSkillResult {
  const skill = input.trim();
  if (skill === '') return { outcome: 'empty' };
  const key = skill.toLowerCase();
  if (skills.some((existing) => existing.toLowerCase() === key)) return { outcome: 'duplicate' };
  if (skill.length > MAX_SKILL_LENGTH) return { outcome: 'too-long' };
  if (skills.length >= MAX_SKILLS) return { outcome: 'too-many' };
  return { outcome: 'added', skills: [...skills, skill] };
}

export function removeSkill(skills: readonly string[], skill: string): string[] {
  return skills.filter((existing) => existing !== skill);
}

/** What to tell the user when a skill was not added; nothing for blank input. */
export function skillRejection(result: AddSkillResult): string | null {
  switch (result.outcome) {
    case 'added':
    case 'empty':
      return null;
    case 'duplicate':
      return 'Skill already added';
    case 'too-long':
      return `A skill can be at most ${MAX_SKILL_LENGTH} characters`;
    case 'too-many':
      return `You can add up to ${MAX_SKILLS} skills`;
  }
}
