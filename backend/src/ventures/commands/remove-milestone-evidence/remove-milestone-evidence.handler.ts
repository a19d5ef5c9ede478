import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { FileAttachments } from '../../../files/file-attachments.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { MilestoneRepository } from '../../milestone.repository.js';
import { MilestoneEvidenceRemoved } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { MilestoneEvidenceNotFound, MilestoneNotFound } from '../../ventures.errors.js';
import { RemoveMilestoneEvidenceCommand } from './remove-milestone-evidence.command.js';

/**
 * In one transaction, the venture locked: the milestone stops listing the file and the file's row
 * becomes deleted, audited; its stored objects go once FileDeleted has committed (files/).
 */
@CommandHandler(RemoveMilestoneEvidenceCommand)
export class RemoveMilestoneEvidenceHandler implements ICommandHandler<RemoveMilestoneEvidenceCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
    private readonly files: FileAttachments,
  ) {}

  async execute({ user, ventureId, milestoneId, fileId }: RemoveMilestoneEvidenceCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const row = await this.milestones.lockInVenture(milestoneId, venture.id);
      if (!row) throw new MilestoneNotFound();
      const removed = row.evidence.find((item) => item.fileId === fileId);
      if (!removed) throw new MilestoneEvidenceNotFound();
      const now = this.clock.now();
      await this.milestones.setEvidence(
        milestoneId,
        row.evidence.filter((item) => item.fileId !== fileId),
        now,
      );
      await this.files.delete(tx, { fileId, purpose: 'milestone_evidence', recordId: milestoneId, reason: 'removed' });
      await this.ventures.touch(venture.id, now);
      tx.record(new MilestoneEvidenceRemoved(venture.id, { milestoneId, ...removed }));
    });
  }
}
