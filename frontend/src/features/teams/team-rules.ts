/** Find Teams' seat count: '2 of 5 seats open'. */
export function seatsOpenText(openSeats: number, teamSizeMax: number): string {
  return `${openSeats} of ${teamSizeMax} seats open`;
}

/** The team tab's count, with the owner counted: '3 of 5 members'. */
export function membersText(members: number, teamSizeMax: number | null): string {
  if (teamSizeMax === null) return members === 1 ? '1 member' : `${members} members`;
  return `${members} of ${teamSizeMax} members`;
}

export type TeamRole = 'owner' | 'member';

export function teamRoleLabel(role: TeamRole): string {
  switch (role) {
    case 'owner':
      return 'Owner';
    case 'member':
      return 'Member';
  }
}

/** Owners first, then by name: the order every member list uses. */
export function sortMembers<T extends { name: string; role: TeamRole }>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => {
    if (a.role !== b.role) return a.role === 'owner' ? -1 : 1;
    return a.name.localeCompare(b.name);
  });
}

/** No seat left under the event's cap; a project in no event has no cap (null). */
export function isFull(openSeats: number | null): boolean {
  return openSeats !== null && openSeats <= 0;
}

/** Only the owner of a team with a free seat can invite (the server checks it too). */
export function canInvite(team: { myRole: TeamRole; openSeats: number | null } | null | undefined): boolean {
  return team?.myRole === 'owner' && !isFull(team.openSeats);
}

/** Whether a typed invitation address looks like one (the server has the final word). */
export function isEmailLike(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A person without a profile name is still someone to invite. */
export function seekerName(seeker: { name: string | null }): string {
  return seeker.name ?? 'Unnamed participant';
}

/** The join request's and the team listing's limit (the server's DTOs). */
export const MESSAGE_MAX_LENGTH = 500;
