/** A user without a name is shown as 'User ' plus the first 8 characters of the id. */
export function userDisplayName(user: { userId: string; name: string | null }): string {
  const name = user.name?.trim();
  return name ? name : `User ${user.userId.slice(0, 8)}`;
}
