import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { VentureEntries } from '../../../projects/venture-entries.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { CheckinRepository } from '../../checkin.repository.js';
import { MilestoneRepository } from '../../milestone.repository.js';
import { VenturesMerged } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { SameVenture, VentureMerged, VentureNotFound } from '../../ventures.errors.js';
import { MergeVenturesCommand } from './merge-ventures.command.js';

/**
 * Staff merge two ventures (the same effort recorded twice). Every entry, milestone and check-in
 * moves to the venture that stays, removals carry over, and the merged venture keeps its row,
 * pointing at the one it went into, so earlier links and audit entries still resolve.
 */
@CommandHandler(MergeVenturesCommand)
export class MergeVenturesHandler implements ICommandHandler<MergeVenturesCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly entries: VentureEntries,
    private readonly milestones: MilestoneRepository,
    private readonly checkins: CheckinRepository,
  ) {}

  async execute({ staffId, fromVentureId, intoVentureId, reason }: MergeVenturesCommand): Promise<void> {
    await this.transaction.run(staffId, async (tx) => {
      if (fromVentureId === intoVentureId) throw new SameVenture('A venture cannot be merged into itself.');
      const [from, into] = await this.access.lockPair(fromVentureId, intoVentureId);
      if (!from || !into) throw new VentureNotFound();
      if (from.merged_into_id !== null || into.merged_into_id !== null) throw new VentureMerged();

      const submissionIds = await this.entries.moveAll(from.id, into.id);
      const milestoneIds = await this.milestones.moveAll(from.id, into.id);
      const checkinIds = await this.checkins.moveAll(from.id, into.id);
      await this.ventures.copyRemovals(from.id, into.id);
      const now = this.clock.now();
      await this.ventures.markMerged(from.id, into.id, now);
      await this.ventures.touch(into.id, now);
      tx.record(
        new VenturesMerged(into.id, { fromVentureId: from.id, reason, submissionIds, milestoneIds, checkinIds }),
      );
    });
  }
}
