import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import type { Role } from '../common/auth/roles.js';
import { type Database, kyselyOf } from '../database/database.js';

const PROFILE_COLUMNS = [
  'user_id',
  'name',
  'first_name',
  'last_name',
  'location',
  'bio',
  'skills',
  'github_url',
  'linkedin_url',
  'portfolio_url',
  'avatar_url',
  'avatar_file_id',
  'version',
] as const;

export type ProfileRow = Pick<Selectable<Database['profiles']>, (typeof PROFILE_COLUMNS)[number]>;

/** The editable fields of a profile. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  location: string | null;
  bio: string | null;
  skills: string[];
  githubUrl: string | null;
  linkedinUrl: string | null;
  portfolioUrl: string | null;
  avatarUrl: string | null;
}

/** Profiles: what people show others, edited with optimistic versions. */
@Injectable()
export class ProfileRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's profile, locked until the command ends. */
  async lockForUpdate(userId: string): Promise<ProfileRow | undefined> {
    return this.db()
      .selectFrom('profiles')
      .select(PROFILE_COLUMNS)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Saves the fields, sets the display name from first and last name, and moves to the next version. */
  async update(userId: string, fields: ProfileFields): Promise<void> {
    await this.db()
      .updateTable('profiles')
      .set((eb) => ({
        first_name: fields.firstName,
        last_name: fields.lastName,
        name: `${fields.firstName} ${fields.lastName}`,
        location: fields.location,
        bio: fields.bio,
        skills: fields.skills,
        github_url: fields.githubUrl,
        linkedin_url: fields.linkedinUrl,
        portfolio_url: fields.portfolioUrl,
        avatar_url: fields.avatarUrl,
        version: eb('version', '+', 1),
        updated_at: eb.fn<Date>('now'),
      }))
      .where('user_id', '=', userId)
      .execute();
  }

  /** The profile with the account's email and role. */
  async view(userId: string): Promise<(ProfileRow & { email: string; role: Role }) | undefined> {
    return kyselyOf<'users' | 'profiles' | 'user_roles'>(this.em)
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .innerJoin('user_roles as r', 'r.user_id', 'p.user_id')
      .select(PROFILE_COLUMNS.map((column) => `p.${column}` as const))
      .select(['u.email', 'r.role'])
      .where('p.user_id', '=', userId)
      .executeTakeFirst();
  }

  private db() {
    return kyselyOf<'profiles'>(this.em);
  }
}
