import { DomainEvent } from '../audit/domain-event.js';

/**
 * Team changes are recorded on the project's team stream ('team', id = the project's id). The
 * project row lock orders them, so they append without a version check.
 */
const TEAM = 'team';

export class TeamCreated extends DomainEvent<{ eventId: string; title: string }> {
  static readonly TYPE = 'team.created';
  readonly type = TeamCreated.TYPE;
  readonly streamType = TEAM;
}

export class TeamInvitationSent extends DomainEvent<{ invitationId: string; email: string; expiresAt: string }> {
  static readonly TYPE = 'team.invitation_sent';
  readonly type = TeamInvitationSent.TYPE;
  readonly streamType = TEAM;
}

export class TeamInvitationAccepted extends DomainEvent<{ invitationId: string; userId: string }> {
  static readonly TYPE = 'team.invitation_accepted';
  readonly type = TeamInvitationAccepted.TYPE;
  readonly streamType = TEAM;
}

export class TeamInvitationDeclined extends DomainEvent<{ invitationId: string; userId: string }> {
  static readonly TYPE = 'team.invitation_declined';
  readonly type = TeamInvitationDeclined.TYPE;
  readonly streamType = TEAM;
}

export class TeamInvitationRevoked extends DomainEvent<{ invitationId: string; email: string }> {
  static readonly TYPE = 'team.invitation_revoked';
  readonly type = TeamInvitationRevoked.TYPE;
  readonly streamType = TEAM;
}

export class TeamJoinRequested extends DomainEvent<{ requestId: string; userId: string; message: string }> {
  static readonly TYPE = 'team.join_requested';
  readonly type = TeamJoinRequested.TYPE;
  readonly streamType = TEAM;
}

export class TeamJoinRequestAccepted extends DomainEvent<{ requestId: string; userId: string }> {
  static readonly TYPE = 'team.join_request_accepted';
  readonly type = TeamJoinRequestAccepted.TYPE;
  readonly streamType = TEAM;
}

export class TeamJoinRequestDeclined extends DomainEvent<{ requestId: string; userId: string }> {
  static readonly TYPE = 'team.join_request_declined';
  readonly type = TeamJoinRequestDeclined.TYPE;
  readonly streamType = TEAM;
}

export class TeamMemberLeft extends DomainEvent<{ userId: string }> {
  static readonly TYPE = 'team.member_left';
  readonly type = TeamMemberLeft.TYPE;
  readonly streamType = TEAM;
}

export class TeamMemberRemoved extends DomainEvent<{ userId: string }> {
  static readonly TYPE = 'team.member_removed';
  readonly type = TeamMemberRemoved.TYPE;
  readonly streamType = TEAM;
}

export class TeamOwnershipTransferred extends DomainEvent<{ fromUserId: string; userId: string }> {
  static readonly TYPE = 'team.ownership_transferred';
  readonly type = TeamOwnershipTransferred.TYPE;
  readonly streamType = TEAM;
}

export class TeamListingUpdated extends DomainEvent<{ lookingFor: string | null; open: boolean }> {
  static readonly TYPE = 'team.listing_updated';
  readonly type = TeamListingUpdated.TYPE;
  readonly streamType = TEAM;
}

/** On the person's stream ('team_seeker', id = the user's id): the switch is theirs, not a team's. */
export class TeamSeekingChanged extends DomainEvent<{ eventId: string; seeking: boolean }> {
  static readonly TYPE = 'team.seeking_changed';
  readonly type = TeamSeekingChanged.TYPE;
  readonly streamType = 'team_seeker';
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [TeamCreated.TYPE]: TeamCreated['payload'];
    [TeamInvitationSent.TYPE]: TeamInvitationSent['payload'];
    [TeamInvitationAccepted.TYPE]: TeamInvitationAccepted['payload'];
    [TeamInvitationDeclined.TYPE]: TeamInvitationDeclined['payload'];
    [TeamInvitationRevoked.TYPE]: TeamInvitationRevoked['payload'];
    [TeamJoinRequested.TYPE]: TeamJoinRequested['payload'];
    [TeamJoinRequestAccepted.TYPE]: TeamJoinRequestAccepted['payload'];
    [TeamJoinRequestDeclined.TYPE]: TeamJoinRequestDeclined['payload'];
    [TeamMemberLeft.TYPE]: TeamMemberLeft['payload'];
    [TeamMemberRemoved.TYPE]: TeamMemberRemoved['payload'];
    [TeamOwnershipTransferred.TYPE]: TeamOwnershipTransferred['payload'];
    [TeamListingUpdated.TYPE]: TeamListingUpdated['payload'];
    [TeamSeekingChanged.TYPE]: TeamSeekingChanged['payload'];
  }
}
