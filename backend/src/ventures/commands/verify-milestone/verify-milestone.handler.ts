import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { MilestoneRepository } from '../../milestone.repository.js';
import { MilestoneUnverified, MilestoneVerified } from '../../venture.events.js';
import { VentureAccess } from '../../venture-access.js';
import { MilestoneAlreadyVerified, MilestoneNotFound, MilestoneNotVerified } from '../../ventures.errors.js';
import { VerifyMilestoneCommand } from './verify-milestone.command.js';

/** 'Verify' (and its undo): staff confirm a milestone, who, when and a note (ventures.md 'Verified'). */
@CommandHandler(VerifyMilestoneCommand)
export class VerifyMilestoneHandler implements ICommandHandler<VerifyMilestoneCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly milestones: MilestoneRepository,
  ) {}

  async execute({ staffId, ventureId, milestoneId, verified, note }: VerifyMilestoneCommand): Promise<void> {
    await this.transaction.run(staffId, async (tx) => {
      const venture = await this.access.lockForStaff(ventureId);
      const row = await this.milestones.lockInVenture(milestoneId, venture.id);
      if (!row) throw new MilestoneNotFound();
      const isVerified = row.verified_at !== null;
      if (verified) {
        if (isVerified) throw new MilestoneAlreadyVerified();
        await this.milestones.setVerification(milestoneId, staffId, this.clock.now(), note);
        tx.record(new MilestoneVerified(venture.id, { milestoneId, note }));
      } else {
        if (!isVerified) throw new MilestoneNotVerified();
        // The note says why it was withdrawn; who and when are the audit event's.
        await this.milestones.setVerification(milestoneId, null, null, note);
        tx.record(new MilestoneUnverified(venture.id, { milestoneId, note }));
      }
    });
  }
}
