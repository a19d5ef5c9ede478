import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { EntryStandings } from '../../../judging/entry-standings.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { VentureEntries } from '../../../projects/venture-entries.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { VentureEntryMoved } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { VentureMembership } from '../../venture-membership.js';
import {
  EntryJudgingStarted,
  EntryNotFound,
  NotEntryOwner,
  NotVentureMember,
  SameVenture,
  VentureAlreadyInEvent,
  VentureMerged,
} from '../../ventures.errors.js';
import { RelinkEntryCommand } from './relink-entry.command.js';

/**
 * ventures.md: an owner can re-link a project's entry to another of their ventures until judging
 * of that event opens; after that only staff can (MoveEntry).
 */
@CommandHandler(RelinkEntryCommand)
export class RelinkEntryHandler implements ICommandHandler<RelinkEntryCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly entries: VentureEntries,
    private readonly roster: RosterRepository,
    private readonly standings: EntryStandings,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly membership: VentureMembership,
  ) {}

  async execute({ user, submissionId, ventureId }: RelinkEntryCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const entry = await this.entries.lock(submissionId);
      const role = entry && (await this.roster.roleOf(entry.project_id, user.id));
      if (!entry || role === undefined) throw new EntryNotFound();
      if (role !== 'owner') throw new NotEntryOwner();
      if (entry.venture_id === ventureId) throw new SameVenture();
      if ((await this.standings.phaseOf(entry.event_id)) !== 'not_started') throw new EntryJudgingStarted();

      const [, target] = await this.access.lockPair(entry.venture_id, ventureId);
      if (!target || !(await this.membership.isMember(target.id, user.id))) {
        throw new NotVentureMember('You can move an entry only to a venture you are a member of.');
      }
      if (target.merged_into_id !== null) throw new VentureMerged();
      const targetEntries = await this.entries.ofVentures([target.id]);
      if (targetEntries.some((other) => other.event_id === entry.event_id)) throw new VentureAlreadyInEvent();

      const now = this.clock.now();
      await this.entries.relink(submissionId, target.id);
      await this.ventures.touch(entry.venture_id, now);
      await this.ventures.touch(target.id, now);
      tx.record(
        new VentureEntryMoved(target.id, {
          submissionId,
          projectId: entry.project_id,
          eventId: entry.event_id,
          fromVentureId: entry.venture_id,
          byStaff: false,
          reason: null,
        }),
      );
    });
  }
}
