import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { VentureMemberRemoved } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { isVentureStaff, VentureAccess } from '../../venture-access.js';
import { VentureMembership } from '../../venture-membership.js';
import { VentureMemberNotFound, VentureMemberRemovalForbidden } from '../../ventures.errors.js';
import { RemoveVentureMemberCommand } from './remove-venture-member.command.js';

/**
 * Members come from the teams of the venture's projects; this records that someone is no longer
 * one of them (the team itself is teams' business and stays as it was). Staff remove anyone; a
 * member removes only themselves.
 */
@CommandHandler(RemoveVentureMemberCommand)
export class RemoveVentureMemberHandler implements ICommandHandler<RemoveVentureMemberCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly membership: VentureMembership,
  ) {}

  async execute({ user, ventureId, memberId }: RemoveVentureMemberCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const staff = isVentureStaff(user);
      const venture = staff
        ? await this.access.lockForStaff(ventureId)
        : await this.access.lockForMember(ventureId, user);
      if (!staff && memberId !== user.id) throw new VentureMemberRemovalForbidden();
      if (!(await this.membership.isMember(venture.id, memberId))) throw new VentureMemberNotFound();
      await this.ventures.addRemoval(venture.id, memberId, user.id, null, this.clock.now());
      tx.record(new VentureMemberRemoved(venture.id, { userId: memberId, reason: null }));
    });
  }
}
