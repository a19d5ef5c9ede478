import { Injectable } from '@nestjs/common';

/** How teams checks a project's team before it enters an event; each throws the rule's 409. */
export interface TeamEntryChecks {
  /** The team, owner included, is no larger than the event allows. */
  assertFits(projectId: string, teamSizeMax: number): Promise<void>;
  /** Every member may be on a team of the event (approved, in no other team, not judging it). */
  assertMembersMayEnter(projectId: string, eventId: string, callerId: string): Promise<void>;
}

/**
 * The team rules attaching a project runs, as teams tells them: teams registers its checks at
 * start (it imports projects, so projects cannot import it back). Attaching without them would let
 * any team in, so it refuses to run until they are registered. Inside a command the checks read
 * in the command's transaction.
 */
@Injectable()
export class TeamEntryRules {
  private checks: TeamEntryChecks | undefined;

  register(checks: TeamEntryChecks): void {
    this.checks = checks;
  }

  get registered(): TeamEntryChecks {
    if (!this.checks) throw new Error('TeamEntryRules: no team rules registered (TeamsModule not loaded)');
    return this.checks;
  }
}
