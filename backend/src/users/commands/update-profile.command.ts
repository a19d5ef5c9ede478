import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../audit/audit.errors.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { ProfileUpdated } from '../user.events.js';
import type { UpdateProfileDto } from '../users.dto.js';
import { UserNotFound } from '../users.errors.js';

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly changes: UpdateProfileDto,
  ) {
    super();
  }
}

const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  location: 'location',
  bio: 'bio',
  skills: 'skills',
  githubUrl: 'github_url',
  linkedinUrl: 'linkedin_url',
  portfolioUrl: 'portfolio_url',
  avatarUrl: 'avatar_url',
} as const;

/** Saves the profile; a stale `version` (edited elsewhere meanwhile) is a 409, not a silent overwrite. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ userId, changes }: UpdateProfileCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const [current] = await tx.em.execute<Record<string, unknown>[]>(
        'select * from profiles where user_id = ? for update',
        [userId],
      );
      if (!current) throw new UserNotFound('Profile not found');
      if (current.version !== changes.version) {
        throw new StreamVersionConflict('profile', userId, changes.version, Number(current.version));
      }
      const skills = uniqueSkills(changes.skills);
      const next: Record<keyof typeof COLUMNS, unknown> = {
        firstName: changes.firstName,
        lastName: changes.lastName,
        location: changes.location ?? null,
        bio: changes.bio ?? null,
        skills,
        githubUrl: changes.githubUrl ?? null,
        linkedinUrl: changes.linkedinUrl ?? null,
        portfolioUrl: changes.portfolioUrl ?? null,
        avatarUrl: changes.avatarUrl ?? null,
      };
      const changed = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter(
        (field) => JSON.stringify(current[COLUMNS[field]]) !== JSON.stringify(next[field]),
      );
      if (changed.length === 0) return;
      await tx.em.execute(
        `update profiles set first_name = ?, last_name = ?, name = ?, location = ?, bio = ?, skills = ?::text[],
           github_url = ?, linkedin_url = ?, portfolio_url = ?, avatar_url = ?, version = version + 1, updated_at = now()
         where user_id = ?`,
        [
          next.firstName,
          next.lastName,
          `${changes.firstName} ${changes.lastName}`,
          next.location,
          next.bio,
          `{${skills.map((skill) => `"${skill.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`,
          next.githubUrl,
          next.linkedinUrl,
          next.portfolioUrl,
          next.avatarUrl,
          userId,
        ],
      );
      tx.record(new ProfileUpdated(userId, { changed }), changes.version);
    });
  }
}

/** Each skill once, first spelling kept ("React" and "react" are the same skill). */
function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
