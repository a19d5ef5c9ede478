export type ApplicationRole = 'Dev' | 'PM' | 'Designer' | 'Other';

/** The Role select's options: the label shown and the value the API takes. */
export const ROLE_OPTIONS: ReadonlyArray<{ value: ApplicationRole; label: string }> = [
  { value: 'Dev', label: 'Developer' },
  { value: 'PM', label: 'Product Manager' },
  { value: 'Designer', label: 'Designer' },
  { value: 'Other', label: 'Other' },
];

export function roleLabel(role: ApplicationRole): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}

export function isApplicationRole(value: unknown): value is ApplicationRole {
  return ROLE_OPTIONS.some((option) => option.value === value);
}
