import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../../audit/audit.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { type ProfileFields, ProfileRepository } from '../../profile.repository.js';
import { ProfileUpdated } from '../../user.events.js';
import { UserNotFound } from '../../users.errors.js';
import { changedFields, uniqueSkills } from './profile-changes.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/** Saves the profile; a stale `version` (edited elsewhere meanwhile) is a 409, not a silent overwrite. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly profiles: ProfileRepository,
  ) {}

  async execute({ userId, changes }: UpdateProfileCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const current = await this.profiles.lockForUpdate(userId);
      if (!current) throw new UserNotFound('Profile not found');
      if (current.version !== changes.version) {
        throw new StreamVersionConflict('profile', userId, changes.version, current.version);
      }
      const next: ProfileFields = {
        firstName: changes.firstName,
        lastName: changes.lastName,
        location: changes.location ?? null,
        bio: changes.bio ?? null,
        skills: uniqueSkills(changes.skills),
        githubUrl: changes.githubUrl ?? null,
        linkedinUrl: changes.linkedinUrl ?? null,
        portfolioUrl: changes.portfolioUrl ?? null,
        avatarUrl: changes.avatarUrl ?? null,
      };
      const changed = changedFields(current, next);
      if (changed.length === 0) return;
      await this.profiles.update(userId, next);
      tx.record(new ProfileUpdated(userId, { changed }), changes.version);
    });
  }
}
