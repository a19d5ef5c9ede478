import { AppError } from '../common/errors/app-error.js';

export type ProjectsErrorCode =
  | 'PROJECT_NOT_FOUND'
  | 'PROJECT_FORBIDDEN'
  | 'PROJECT_ALREADY_ATTACHED'
  | 'PROJECT_NOT_ATTACHED'
  | 'EVENT_NOT_ACCEPTING_PROJECTS'
  | 'SUBMISSIONS_CLOSED'
  | 'TRACK_NOT_IN_EVENT'
  | 'ALREADY_SUBMITTED'
  | 'SUBMISSION_NOT_FOUND'
  | 'WINNER_NOT_FOUND'
  | 'ALREADY_AWARDED';

export class ProjectNotFound extends AppError {
  constructor() {
    super('PROJECT_NOT_FOUND' satisfies ProjectsErrorCode, 404, "The project you're looking for doesn't exist.");
  }
}

/** Projects are owner-only (spec section 6): anyone else gets 'Access Denied'. */
export class NotProjectOwner extends AppError {
  constructor() {
    super('PROJECT_FORBIDDEN' satisfies ProjectsErrorCode, 403, "You don't have permission to view this project.");
  }
}

export class ProjectAlreadyAttached extends AppError {
  constructor() {
    super(
      'PROJECT_ALREADY_ATTACHED' satisfies ProjectsErrorCode,
      409,
      'This project is already attached to an event. Detach it first.',
    );
  }
}

export class ProjectNotAttached extends AppError {
  constructor(message = 'This project is not attached to an event.') {
    super('PROJECT_NOT_ATTACHED' satisfies ProjectsErrorCode, 409, message);
  }
}

/** Attach choices are active events whose submission deadline is still ahead. */
export class EventNotAcceptingProjects extends AppError {
  constructor() {
    super(
      'EVENT_NOT_ACCEPTING_PROJECTS' satisfies ProjectsErrorCode,
      409,
      'This event is not accepting projects: it must be active and before its submission deadline.',
    );
  }
}

export class SubmissionsClosed extends AppError {
  constructor() {
    super(
      'SUBMISSIONS_CLOSED' satisfies ProjectsErrorCode,
      409,
      'Submissions are closed for this event: the deadline and its grace period have passed.',
    );
  }
}

export class TrackNotInEvent extends AppError {
  constructor(track: string) {
    super('TRACK_NOT_IN_EVENT' satisfies ProjectsErrorCode, 400, `"${track}" is not a track of this event.`, [
      { field: 'track', reason: 'not one of the event tracks' },
    ]);
  }
}

export class AlreadySubmitted extends AppError {
  constructor() {
    super('ALREADY_SUBMITTED' satisfies ProjectsErrorCode, 409, 'Already submitted');
  }
}

export class SubmissionNotFound extends AppError {
  constructor() {
    super('SUBMISSION_NOT_FOUND' satisfies ProjectsErrorCode, 404, 'Submission not found');
  }
}

export class WinnerNotFound extends AppError {
  constructor() {
    super('WINNER_NOT_FOUND' satisfies ProjectsErrorCode, 404, 'Winner not found');
  }
}

export class AlreadyAwarded extends AppError {
  constructor() {
    super('ALREADY_AWARDED' satisfies ProjectsErrorCode, 409, 'This submission already has a winner entry.');
  }
}

export type TeamsErrorCode =
  | 'TEAM_OWNER_ONLY'
  | 'TEAM_FULL'
  | 'ALREADY_IN_TEAM_FOR_EVENT'
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

export class AlreadyInTeamForEvent extends AppError {
  constructor() {
    super('ALREADY_IN_TEAM_FOR_EVENT' satisfies TeamsErrorCode, 409, 'You are already in a team for this event.');
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
  constructor() {
    super(
      'INVITATION_ALREADY_PENDING' satisfies TeamsErrorCode,
      409,
      'This email already has a pending invitation to the team.',
      [{ field: 'email', reason: 'already invited' }],
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
