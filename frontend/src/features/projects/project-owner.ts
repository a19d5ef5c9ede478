/**
 * Whether the signed-in user owns the project: its team members edit, attach and submit too, but
 * detaching stays the owner's (the server checks it; this only hides the button).
 */
export function ownsProject(
  team: readonly { userId: string; role: 'owner' | 'member' }[],
  userId: string | undefined,
): boolean {
  return userId !== undefined && team.some((member) => member.userId === userId && member.role === 'owner');
}
