import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { FileAttachments } from '../../../files/file-attachments.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { MilestoneRepository, recordOf } from '../../milestone.repository.js';
import { MilestoneRemoved } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { MilestoneNotFound } from '../../ventures.errors.js';
import { RemoveMilestoneCommand } from './remove-milestone.command.js';

/**
 * A member removes a milestone. The row goes (figures and stage stop counting it at once); the
 * audit event keeps the whole milestone, so nothing of the record is lost. Its evidence files are
 * deleted after commit.
 */
@CommandHandler(RemoveMilestoneCommand)
export class RemoveMilestoneHandler implements ICommandHandler<RemoveMilestoneCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
    private readonly files: FileAttachments,
  ) {}

  async execute({ user, ventureId, milestoneId }: RemoveMilestoneCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const row = await this.milestones.lockInVenture(milestoneId, venture.id);
      if (!row) throw new MilestoneNotFound();
      await this.milestones.delete(milestoneId);
      // Its evidence files go with it (their stored objects once FileDeleted has committed).
      for (const { fileId } of row.evidence) {
        await this.files.delete(tx, {
          fileId,
          purpose: 'milestone_evidence',
          recordId: milestoneId,
          reason: 'removed',
        });
      }
      await this.ventures.touch(venture.id, this.clock.now());
      tx.record(
        new MilestoneRemoved(venture.id, {
          milestoneId,
          milestone: recordOf(row),
          wasVerified: row.verified_at !== null,
        }),
      );
    });
  }
}
