import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ProfileAvatars } from '../../../users/profile-avatars.js';
import { FileRepository } from '../../file.repository.js';
import { UploadNotAttachable, UploadNotFound } from '../../files.errors.js';
import { FileAttached, FileDeleted } from '../../files.events.js';
import { ChangeAvatarCommand } from './change-avatar.command.js';

/**
 * In one transaction, the profile locked: the new avatar file becomes attached and the profile
 * points at it, and the previous one (if any) becomes deleted, each with its event. The previous
 * file's stored objects are deleted after commit, when its FileDeleted event has committed.
 */
@CommandHandler(ChangeAvatarCommand)
export class ChangeAvatarHandler implements ICommandHandler<ChangeAvatarCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly files: FileRepository,
    private readonly avatars: ProfileAvatars,
    private readonly clock: Clock,
  ) {}

  execute({ userId, fileId }: ChangeAvatarCommand): Promise<void> {
    return this.transaction.run(userId, async (tx) => {
      const profile = await this.avatars.lock(userId);
      if (!profile) throw new UploadNotFound();
      const previous = profile.avatarFileId;
      if (previous === fileId) return;

      if (fileId !== null) {
        const file = await this.files.lockForUpdate(fileId);
        if (!file || file.ownerId !== userId || file.state === 'deleted') throw new UploadNotFound();
        if (file.purpose !== 'avatar') throw new UploadNotAttachable('This file was not uploaded as an avatar');
        if (file.state !== 'staged') throw new UploadNotAttachable('This file is in use already');
        await this.files.attach(fileId, this.clock.now());
        tx.record(new FileAttached(fileId, { purpose: 'avatar', recordId: userId }));
      }
      await this.avatars.set(userId, fileId);
      if (previous !== null && (await this.files.markDeleted(previous))) {
        tx.record(
          new FileDeleted(previous, { purpose: 'avatar', recordId: userId, reason: fileId ? 'replaced' : 'removed' }),
        );
      }
    });
  }
}
