import { AppError } from '../common/errors/app-error.js';

export type TeamsErrorCode =
  | 'TEAM_OWNER_ONLY'
  | 'TEAM_FULL'
  | 'ALREADY_IN_TEAM_FOR_EVENT'
  | 'MEMBER_NOT_APPROVED_FOR_EVENT'
  | 'JUDGE_OF_TEAM'
  | 'SEEKER_NOT_FOUND'
  | 'TOO_MANY_INVITATIONS'
  | 'ALREADY_TEAM_MEMBER'
  | 'TEAM_NOT_OPEN'
  | 'TEAM_NOT_ATTACHED'
  | 'TEAM_MEMBER_NOT_FOUND'
  | 'TEAM_OWNER_CANNOT_LEAVE'
  | 'INVITATION_NOT_FOUND'
  | 'INVITATION_FOR_ANOTHER_ACCOUNT'
  | 'INVITATION_USED'
  | 'INVITATION_REVOKED'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_ALREADY_PENDING'
  | 'JOIN_REQUEST_NOT_FOUND'
  | 'JOIN_REQUEST_ALREADY_PENDING'
  | 'SEEKERS_FORBIDDEN';

/** Membership, detaching and deleting stay the owner's (teams.md). */
export class NotTeamOwner extends AppError {
  constructor() {
    super('TEAM_OWNER_ONLY' satisfies TeamsErrorCode, 403, 'Only the team owner can do this.');
  }
}

/** The team, owner included, may not outgrow the attached event's `team_size_max`. */
export class TeamFull extends AppError {
  constructor(teamSizeMax: number) {
    super('TEAM_FULL' satisfies TeamsErrorCode, 409, `This event allows at most ${teamSizeMax} members per team.`);
  }
}

/** `memberName`: a member of a team being attached, other than the caller. */
export class AlreadyInTeamForEvent extends AppError {
  constructor(memberName?: string) {
    super(
      'ALREADY_IN_TEAM_FOR_EVENT' satisfies TeamsErrorCode,
      409,
      memberName === undefined
        ? 'You are already in a team for this event.'
        : `${memberName} is already in another team for this event: a person is in one team per event.`,
    );
  }
}

/** Attaching brings every member into the event, so each must be an approved applicant of it. */
export class MemberNotApprovedForEvent extends AppError {
  constructor(memberName: string) {
    super(
      'MEMBER_NOT_APPROVED_FOR_EVENT' satisfies TeamsErrorCode,
      409,
      `${memberName}'s application to this event has not been approved: every member of the team must be.`,
    );
  }
}

/** A judge may not be on the team whose submission they score (judging.md). */
export class JudgeOfTeam extends AppError {
  constructor(memberName?: string) {
    super(
      'JUDGE_OF_TEAM' satisfies TeamsErrorCode,
      409,
      memberName === undefined
        ? "You are assigned to judge this team's submission, so you cannot join the team."
        : `${memberName} is assigned to judge this team's submission, so they cannot be on the team.`,
    );
  }
}

/**
 * Only people listed under 'People looking for a team' of the team's event are invited by id; any
 * other id gets the same answer, whether or not such a person exists.
 */
export class SeekerNotFound extends AppError {
  constructor() {
    super(
      'SEEKER_NOT_FOUND' satisfies TeamsErrorCode,
      404,
      "This person is not on your event's list of people looking for a team.",
      [{ field: 'userId', reason: 'not looking for a team of this event' }],
    );
  }
}

/** Invitation emails per day: per inviting user, and per recipient whoever invites them. */
export class TooManyInvitations extends AppError {
  constructor(limit: { perInviter: number } | { perRecipient: number; field: 'email' | 'userId' }) {
    super(
      'TOO_MANY_INVITATIONS' satisfies TeamsErrorCode,
      429,
      'perInviter' in limit
        ? `You have sent ${limit.perInviter} team invitations in the last 24 hours, the most allowed. Please try again tomorrow.`
        : `This person has already been invited ${limit.perRecipient} times in the last 24 hours, the most allowed. Please try again tomorrow.`,
      'perInviter' in limit ? undefined : [{ field: limit.field, reason: 'invited too often today' }],
    );
  }
}

export class AlreadyTeamMember extends AppError {
  constructor(message = 'You are already a member of this team.') {
    super('ALREADY_TEAM_MEMBER' satisfies TeamsErrorCode, 409, message);
  }
}

export class TeamNotOpen extends AppError {
  constructor() {
    super('TEAM_NOT_OPEN' satisfies TeamsErrorCode, 409, 'This team is not looking for members.');
  }
}

export class TeamNotAttached extends AppError {
  constructor() {
    super('TEAM_NOT_ATTACHED' satisfies TeamsErrorCode, 409, 'This team is not part of an event.');
  }
}

export class TeamMemberNotFound extends AppError {
  constructor() {
    super('TEAM_MEMBER_NOT_FOUND' satisfies TeamsErrorCode, 404, 'This person is not a member of the team.');
  }
}

export class OwnerCannotLeave extends AppError {
  constructor() {
    super(
      'TEAM_OWNER_CANNOT_LEAVE' satisfies TeamsErrorCode,
      409,
      'The owner cannot leave the team. Make another member the owner first.',
    );
  }
}

export class InvitationNotFound extends AppError {
  constructor() {
    super('INVITATION_NOT_FOUND' satisfies TeamsErrorCode, 404, 'This invitation link is not valid.');
  }
}

/** The invitee must be signed in with the invited email; the address is shown masked. */
export class InvitationForAnotherAccount extends AppError {
  constructor(maskedEmail: string) {
    super(
      'INVITATION_FOR_ANOTHER_ACCOUNT' satisfies TeamsErrorCode,
      403,
      `This invitation was sent to ${maskedEmail}. Sign in with that email address to answer it.`,
    );
  }
}

export class InvitationUsed extends AppError {
  constructor() {
    super('INVITATION_USED' satisfies TeamsErrorCode, 409, 'This invitation has already been used.');
  }
}

export class InvitationRevoked extends AppError {
  constructor() {
    super('INVITATION_REVOKED' satisfies TeamsErrorCode, 410, 'This invitation was withdrawn by the team owner.');
  }
}

export class InvitationExpired extends AppError {
  constructor() {
    super(
      'INVITATION_EXPIRED' satisfies TeamsErrorCode,
      410,
      'This invitation has expired. Ask the team owner for a new one.',
    );
  }
}

export class InvitationAlreadyPending extends AppError {
  constructor(field: 'email' | 'userId' = 'email') {
    super(
      'INVITATION_ALREADY_PENDING' satisfies TeamsErrorCode,
      409,
      field === 'email'
        ? 'This email already has a pending invitation to the team.'
        : 'This person already has a pending invitation to the team.',
      [{ field, reason: 'already invited' }],
    );
  }
}

export class JoinRequestNotFound extends AppError {
  constructor() {
    super(
      'JOIN_REQUEST_NOT_FOUND' satisfies TeamsErrorCode,
      404,
      'This join request does not exist or was already answered.',
    );
  }
}

export class JoinRequestAlreadyPending extends AppError {
  constructor() {
    super('JOIN_REQUEST_ALREADY_PENDING' satisfies TeamsErrorCode, 409, 'You have already asked to join this team.');
  }
}

/** People looking for a team are shown to the event's approved participants and staff only. */
export class SeekersForbidden extends AppError {
  constructor() {
    super(
      'SEEKERS_FORBIDDEN' satisfies TeamsErrorCode,
      403,
      'Only approved participants of this event can see who is looking for a team.',
    );
  }
}
