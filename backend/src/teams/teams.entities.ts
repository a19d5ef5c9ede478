import { TeamInvitation } from './team-invitation.entity.js';
import { TeamJoinRequest } from './team-join-request.entity.js';
import { TeamSeeker } from './team-seeker.entity.js';

/** Registered by TeamsModule. */
export const TEAMS_ENTITIES = [TeamInvitation, TeamJoinRequest, TeamSeeker];
