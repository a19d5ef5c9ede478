export const ROLES = ['participant', 'organizer', 'judge', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as the guard puts it on the request. */
export interface AuthUser {
  id: string;
  role: Role;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
