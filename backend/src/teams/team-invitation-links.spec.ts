import { type InvitationRow, invitationState } from './team-invitation-links.js';

const NOW = new Date('2027-01-07T16:00:00Z');

function invitation(status: InvitationRow['status'], expiresAt: string): InvitationRow {
  return {
    id: 'i1',
    project_id: 'p1',
    email: 'ada@example.com',
    invited_by: null,
    status,
    expires_at: expiresAt,
    created_at: '2027-01-01T16:00:00.000Z',
  };
}

describe('invitationState', () => {
  it('is the stored status, or expired once a pending link is past its time', () => {
    expect(invitationState(invitation('pending', '2027-01-07T16:00:01Z'), NOW)).toBe('pending');
    expect(invitationState(invitation('pending', '2027-01-07T16:00:00Z'), NOW)).toBe('expired');
    // A used or revoked link says so, however old.
    expect(invitationState(invitation('accepted', '2027-01-01T00:00:00Z'), NOW)).toBe('accepted');
    expect(invitationState(invitation('revoked', '2027-01-01T00:00:00Z'), NOW)).toBe('revoked');
  });
});
