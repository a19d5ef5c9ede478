import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { FileAttachments } from '../../../files/file-attachments.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { MilestoneRepository } from '../../milestone.repository.js';
import { MilestoneEvidenceAttached } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { MILESTONE_EVIDENCE_MAX } from '../../venture-rules.js';
import { MilestoneEvidenceFull, MilestoneNotFound } from '../../ventures.errors.js';
import { AttachMilestoneEvidenceCommand } from './attach-milestone-evidence.command.js';

/**
 * In one transaction, the venture locked: the staged upload becomes attached (files' port) and the
 * milestone lists it, audited. At most MILESTONE_EVIDENCE_MAX files per milestone.
 */
@CommandHandler(AttachMilestoneEvidenceCommand)
export class AttachMilestoneEvidenceHandler implements ICommandHandler<AttachMilestoneEvidenceCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
    private readonly files: FileAttachments,
  ) {}

  async execute({ user, ventureId, milestoneId, fileId }: AttachMilestoneEvidenceCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const row = await this.milestones.lockInVenture(milestoneId, venture.id);
      if (!row) throw new MilestoneNotFound();
      if (row.evidence.length >= MILESTONE_EVIDENCE_MAX) throw new MilestoneEvidenceFull(MILESTONE_EVIDENCE_MAX);
      const file = await this.files.attach(tx, {
        fileId,
        ownerId: user.id,
        purpose: 'milestone_evidence',
        recordId: milestoneId,
      });
      const evidence = { fileId: file.id, name: file.name, contentType: file.contentType, sizeBytes: file.sizeBytes };
      const now = this.clock.now();
      await this.milestones.setEvidence(milestoneId, [...row.evidence, evidence], now);
      await this.ventures.touch(venture.id, now);
      tx.record(new MilestoneEvidenceAttached(venture.id, { milestoneId, ...evidence }));
    });
  }
}
