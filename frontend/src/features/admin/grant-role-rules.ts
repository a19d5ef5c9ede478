import type { GrantRoleRequest } from './api/grant-role';

type GrantableRole = GrantRoleRequest['role'];

export const GRANTABLE_ROLE_OPTIONS: { value: GrantableRole; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'organizer', label: 'Organizer' },
  { value: 'participant', label: 'Participant' },
];

export const DEFAULT_GRANT_ROLE: GrantableRole = 'organizer';

export const EMAIL_REQUIRED = 'Please enter an email address';

/** What is wrong with the Grant Role form's email, or null when it can be sent. */
export function grantEmailProblem(email: string | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  if (trimmed === '') return EMAIL_REQUIRED;
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) return 'Enter a valid email address';
  return null;
}

export function toGrantRequest(email: string, role: GrantableRole): GrantRoleRequest {
  return { email: email.trim(), role };
}
