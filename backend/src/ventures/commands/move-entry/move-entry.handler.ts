import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { VentureEntries } from '../../../projects/venture-entries.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { VentureEntryMoved } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { EntryNotFound, SameVenture, VentureMerged, VentureNotFound } from '../../ventures.errors.js';
import { MoveEntryCommand } from './move-entry.command.js';

/** Staff move an entry (ventures.md: after judging opens only staff can), audited with the reason. */
@CommandHandler(MoveEntryCommand)
export class MoveEntryHandler implements ICommandHandler<MoveEntryCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly entries: VentureEntries,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
  ) {}

  async execute({ staffId, submissionId, ventureId, reason }: MoveEntryCommand): Promise<void> {
    await this.transaction.run(staffId, async (tx) => {
      const entry = await this.entries.lock(submissionId);
      if (!entry) throw new EntryNotFound();
      if (entry.venture_id === ventureId) throw new SameVenture();
      const [, target] = await this.access.lockPair(entry.venture_id, ventureId);
      if (!target) throw new VentureNotFound();
      if (target.merged_into_id !== null) throw new VentureMerged();

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
          byStaff: true,
          reason,
        }),
      );
    });
  }
}
