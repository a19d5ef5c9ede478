/**
 * What the Judging tab's 'Judge email or name' input holds: an email is added as typed; anything
 * else is part of a name, searched, and added only when one of the people found is picked.
 */
export type JudgeInput = { kind: 'empty' } | { kind: 'email'; email: string } | { kind: 'name'; name: string };

// The server decides whether the address exists; this only tells an address from a name.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readJudgeInput(text: string): JudgeInput {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  return EMAIL.test(value) ? { kind: 'email', email: value } : { kind: 'name', name: value };
}
