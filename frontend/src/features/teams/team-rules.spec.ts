import { describe, expect, it } from '@jest/globals';

import {
  canInvite,
  isEmailLike,
  isFull,
  membersText,
  seatsOpenText,
  seekerName,
  sortMembers,
  teamRoleLabel,
} from './team-rules';

describe('seatsOpenText', () => {
  it("says '{k} of {n} seats open'", () => {
    expect(seatsOpenText(2, 5)).toBe('2 of 5 seats open');
    expect(seatsOpenText(1, 4)).toBe('1 of 4 seats open');
    expect(seatsOpenText(0, 3)).toBe('0 of 3 seats open');
  });
});

describe('membersText', () => {
  it('counts the members against the cap, or alone when the project is in no event', () => {
    expect(membersText(2, 5)).toBe('2 of 5 members');
    expect(membersText(1, null)).toBe('1 member');
    expect(membersText(3, null)).toBe('3 members');
  });
});

describe('team roles', () => {
  it('labels the roles', () => {
    expect(teamRoleLabel('owner')).toBe('Owner');
    expect(teamRoleLabel('member')).toBe('Member');
  });

  it('puts the owner first, then members by name', () => {
    const sorted = sortMembers([
      { name: 'Zoe', role: 'member' as const },
      { name: 'Bea', role: 'member' as const },
      { name: 'Max', role: 'owner' as const },
    ]);
    expect(sorted.map((member) => member.name)).toEqual(['Max', 'Bea', 'Zoe']);
  });
});

describe('canInvite', () => {
  it('is for the owner of a team with a free seat only', () => {
    expect(canInvite({ myRole: 'owner', openSeats: 1 })).toBe(true);
    expect(canInvite({ myRole: 'owner', openSeats: null })).toBe(true);
    expect(canInvite({ myRole: 'owner', openSeats: 0 })).toBe(false);
    expect(canInvite({ myRole: 'member', openSeats: 3 })).toBe(false);
    expect(canInvite(null)).toBe(false);
    expect(canInvite(undefined)).toBe(false);
  });
});

describe('seekerName', () => {
  it('names someone without a profile name', () => {
    expect(seekerName({ name: 'Bea' })).toBe('Bea');
    expect(seekerName({ name: null })).toBe('Unnamed participant');
  });
});

describe('isFull', () => {
  it('is full with no seat left under a cap only', () => {
    expect(isFull(0)).toBe(true);
    expect(isFull(2)).toBe(false);
    expect(isFull(null)).toBe(false);
  });
});

describe('isEmailLike', () => {
  it('accepts an address and refuses anything else', () => {
    expect(isEmailLike(' ada@example.com ')).toBe(true);
    expect(isEmailLike('ada@example')).toBe(false);
    expect(isEmailLike('ada example.com')).toBe(false);
    expect(isEmailLike('')).toBe(false);
  });
});
