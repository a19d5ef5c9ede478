export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';

/** What the invitation page shows: the invitation to answer, or why it cannot be answered. */
export type InvitationState =
  | { kind: 'answerable' }
  | { kind: 'wrong-account'; invitedEmail: string }
  | { kind: 'closed'; title: string; message: string };

const CLOSED: Record<Exclude<InvitationStatus, 'pending'>, { title: string; message: string }> = {
  accepted: {
    title: 'Invitation already used',
    message: 'This invitation link has already been used. Each invitation can be accepted once.',
  },
  declined: {
    title: 'Invitation declined',
    message: 'This invitation was declined. Ask the team owner to send a new one if you changed your mind.',
  },
  revoked: {
    title: 'Invitation withdrawn',
    message: 'The team owner has withdrawn this invitation.',
  },
  expired: {
    title: 'Invitation expired',
    message: 'This invitation link has expired: invitations are valid for 7 days. Ask the team owner for a new one.',
  },
};

/**
 * A used, declined, withdrawn or expired link says so whoever opens it; a pending one can only be
 * answered by the account it was sent to.
 */
export function invitationState(view: { status: InvitationStatus; forYou: boolean; email: string }): InvitationState {
  if (view.status !== 'pending') return { kind: 'closed', ...CLOSED[view.status] };
  if (!view.forYou) return { kind: 'wrong-account', invitedEmail: view.email };
  return { kind: 'answerable' };
}

export function wrongAccountText(invitedEmail: string, signedInEmail: string | undefined): string {
  const who = signedInEmail ? `You are signed in as ${signedInEmail}. ` : '';
  return `This invitation was sent to ${invitedEmail}, not to this account. ${who}Sign in with the invited email to accept it.`;
}
