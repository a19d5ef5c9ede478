import { Command } from '@nestjs/cqrs';

/** Who to invite: an email typed by the owner, or a person picked from 'People looking for a team'. */
export type Invitee = { email: string } | { userId: string };

/** Invites into the owner's team; the invitation's id. */
export class InviteTeamMemberCommand extends Command<string> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly invitee: Invitee,
  ) {
    super();
  }
}
