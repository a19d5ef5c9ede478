import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { VentureUpdated } from '../../venture.events.js';
import { type VentureChanges, VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { UpdateVentureCommand } from './update-venture.command.js';

/** 'Edit Venture' by a member: name, pitch, public. Only what differs is written and recorded. */
@CommandHandler(UpdateVentureCommand)
export class UpdateVentureHandler implements ICommandHandler<UpdateVentureCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
  ) {}

  async execute({ user, ventureId, changes }: UpdateVentureCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const changed: VentureChanges = {};
      if (changes.name !== undefined && changes.name !== venture.name) changed.name = changes.name;
      const pitch = changes.pitch === '' ? null : changes.pitch;
      if (pitch !== undefined && pitch !== venture.pitch) changed.pitch = pitch;
      if (changes.isPublic !== undefined && changes.isPublic !== venture.is_public) changed.isPublic = changes.isPublic;
      if (Object.keys(changed).length === 0) return;
      await this.ventures.update(venture.id, changed, this.clock.now());
      tx.record(new VentureUpdated(venture.id, { changes: changed }));
    });
  }
}
