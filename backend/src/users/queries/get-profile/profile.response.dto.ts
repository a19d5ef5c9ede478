import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../../../common/auth/roles.js';

export class ProfileDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  email!: string;

  role!: Role;

  name!: string | null;

  firstName!: string | null;

  lastName!: string | null;

  location!: string | null;

  bio!: string | null;

  skills!: string[];

  githubUrl!: string | null;

  linkedinUrl!: string | null;

  portfolioUrl!: string | null;

  avatarUrl!: string | null;

  /** Send it back with an update: a stale one gets 409 instead of overwriting someone's edit. */
  version!: number;
}
