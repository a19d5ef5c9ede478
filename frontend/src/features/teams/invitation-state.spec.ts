import { describe, expect, it } from '@jest/globals';

import { invitationState, wrongAccountText } from './invitation-state';

const view = { status: 'pending' as const, forYou: true, email: 'bea@example.com' };

describe('invitationState', () => {
  it('lets the invited account answer a pending invitation', () => {
    expect(invitationState(view)).toEqual({ kind: 'answerable' });
  });

  it('tells another account whose invitation it is', () => {
    expect(invitationState({ ...view, forYou: false })).toEqual({
      kind: 'wrong-account',
      invitedEmail: 'bea@example.com',
    });
  });

  it('gives a used, declined, withdrawn and expired link each its own message, whoever opens it', () => {
    const titles = (['accepted', 'declined', 'revoked', 'expired'] as const).map((status) => {
      const state = invitationState({ ...view, status, forYou: false });
      if (state.kind !== 'closed') throw new Error(`${status} should be closed`);
      return state.title;
    });
    expect(titles).toEqual([
      'Invitation already used',
      'Invitation declined',
      'Invitation withdrawn',
      'Invitation expired',
    ]);
    expect(new Set(titles).size).toBe(4);
  });
});

describe('wrongAccountText', () => {
  it('names the invited address and the signed-in one', () => {
    expect(wrongAccountText('bea@example.com', 'max@example.com')).toBe(
      'This invitation was sent to bea@example.com, not to this account. You are signed in as max@example.com. Sign in with the invited email to accept it.',
    );
  });
});
